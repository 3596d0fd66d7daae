import { describe, expect, it } from 'vitest';
import { actionCode, type SlotOrNone } from '../../../src/bot/flow/codes.ts';
import { actionStep, moveOf, nextStep, offeredActions, SPOTS_PER_PAGE, spotStep } from '../../../src/bot/flow/turn-stages.ts';
import { applyMove, borderById, choosePolicyMove, newGame, offerBorderInvestments, offerBorderSides, offerPlacements, positionFrom, tileById, type ActionChoice, type GameState, type PieceSpec } from '../../../src/engine/index.ts';
import { parseCustomId } from '../../../src/bot/custom-id.ts';
import { borderRowStep, footprintStep, sideStep } from '../../../src/bot/flow/border-stages.ts';
import { sideWords } from '../../../src/render/index.ts';
import { STARTING, storedGame } from './stored-game.ts';

/** A moment of a policy-played game where a lake has more spots than one select menu holds (rare: searched by seed). */
const crowded = (): { readonly state: GameState; readonly choice: ActionChoice } => {
  for (let seed = 1; seed < 200; seed++) {
    let state = newGame({ players: 2 }, seed);
    while (state.phase !== 'finished') {
      if (state.phase === 'playing') {
        const entry = state.market[state.market.length - 1];
        const choice: ActionChoice = { action: 'lake', slot: entry?.slot ?? 0 };
        if (offerPlacements(state, choice).length > SPOTS_PER_PAGE) return { state, choice };
      }
      const applied = applyMove(state, choosePolicyMove(state));
      if (!applied.ok) throw new Error(applied.rejection.code);
      state = applied.state;
    }
  }
  throw new Error('no borough grew past 25 spots');
};


const selectsOf = (message: { readonly rows?: readonly ({ readonly select: { readonly customId: string; readonly placeholder: string; readonly options: readonly { readonly value: string; readonly label: string }[] } } | { readonly buttons: readonly unknown[] })[] }) =>
  (message.rows ?? []).flatMap((r) => ('select' in r ? [r.select] : []));

describe("the turn's first step", () => {
  it('offers the tiles to buy or take as a lake in one select and every other action in another', () => {
    const state = positionFrom({ players: [{ tiles: STARTING, money: 40 }, {}] });
    const turn = { game: storedGame(state), state, seat: 0 };
    const [tiles, others] = selectsOf(actionStep(turn));
    expect(tiles?.placeholder).toBe('Buy or take as a lake');
    // each of the 7 market tiles to buy or take as a lake, then the 3 basic tiles
    expect(tiles?.options.map((o) => o.value)).toEqual(['b0', 'l0', 'b1', 'l1', 'b2', 'l2', 'b3', 'l3', 'b4', 'l4', 'b5', 'l5', 'b6', 'l6', 's0', 's1', 's2']);
    expect(parseCustomId(tiles?.customId ?? '')).toEqual({ ok: true, id: { kind: 'act', game: 7, v: 12 } });
    expect(others?.placeholder).toBe('Other actions');
    expect(others?.options.map((o) => o.value)).toEqual(['i']);
    expect(parseCustomId(others?.customId ?? '')).toEqual({ ok: true, id: { kind: 'more', game: 7, v: 12 } });
  });

  it('counts the investment markers left in words: "1 marker left", "2 markers left"', () => {
    const describedWith = (investmentsLeft: number): string | undefined => {
      const state = positionFrom({ players: [{ tiles: STARTING, money: 40, investmentsLeft }, {}] });
      return optionsOf(actionStep({ game: storedGame(state), state, seat: 0 })).find((o) => o.value === 'i')?.description;
    };
    expect(describedWith(1)).toBe('doubles its effects; 1 marker left');
    expect(describedWith(2)).toBe('doubles its effects; 2 markers left');
  });

  it('leaves out "Other actions" when nothing but tiles is on offer', () => {
    const state = positionFrom({ players: [{ tiles: STARTING, money: 40, investmentsLeft: 0 }, {}] });
    const selects = selectsOf(actionStep({ game: storedGame(state), state, seat: 0 }));
    expect(selects.map((s) => s.placeholder)).toEqual(['Buy or take as a lake']);
  });
});

describe('the placement step', () => {
  it('asks where a basic tile goes as it asks for a market tile: by its name, with no article', async () => {
    const state = positionFrom({ players: [{ tiles: STARTING, money: 40 }, {}], market: ['hostel', 'suburbs', 'suburbs', 'suburbs', 'suburbs', 'suburbs', 'suburbs'] });
    const turn = { game: storedGame(state), state, seat: 0 };
    expect((await spotStep(turn, 's1', 0)).content).toBe('**Suburbia #7**: Where do you build Community Park? The numbers on the picture match the spots in the menu.');
    expect((await spotStep(turn, 'b0', 0)).content).toBe('**Suburbia #7**: Where do you build Hostel? The numbers on the picture match the spots in the menu.');
  });

  it('pages more than 25 spots, each option carrying its preview, with the placement picture', { timeout: 60_000 }, async () => {
    const { state, choice } = crowded();
    const offers = offerPlacements(state, choice);
    const turn = { game: storedGame(state), state, seat: state.toMove };
    const code = actionCode(choice, state);
    const first = await spotStep(turn, code, 0);
    const select = first.rows?.flatMap((r) => ('select' in r ? [r.select] : []))[0];
    expect(select?.options).toHaveLength(SPOTS_PER_PAGE);
    expect(select?.options[0]?.label).toMatch(/^spot 1: /);
    expect(first.files?.map((f) => f.name)).toEqual(['placement.png']);
    const next = first.rows?.flatMap((r) => ('buttons' in r ? r.buttons : [])).find((b) => b.label.startsWith('Spots 26'));
    const parsed = parseCustomId(next?.customId ?? '');
    expect(parsed.ok && parsed.id).toMatchObject({ kind: 'page', game: 7, v: 12, action: code, page: 1 });

    const second = await spotStep(turn, code, 1);
    const rest = second.rows?.flatMap((r) => ('select' in r ? [r.select] : []))[0];
    expect(rest?.options.map((o) => o.value)).toEqual(offers.slice(SPOTS_PER_PAGE).map((_, i) => String(SPOTS_PER_PAGE + i)));
  });
});

const MARKET = ['grugapark', 'dice-tower-con', 'back-alley', 'police-station', 'tavern', 'u-bahn', 'helipad'];

/** Seat 0 to move with $40 and `extra` beside the starting column, in a game with Nightlife, Con and Essen. */
const turnWith = (extra: PieceSpec) => {
  const state = positionFrom({ players: [{ tiles: [...STARTING, extra], money: 40 }, {}], sets: ['nightlife', 'con', 'essen'], market: MARKET });
  return { game: storedGame(state), state, seat: 0 };
};

const optionsOf = (message: { readonly rows?: readonly ({ readonly select: { readonly options: readonly { readonly value: string; readonly label: string; readonly description?: string }[] } } | { readonly buttons: readonly unknown[] })[] }) =>
  (message.rows ?? []).flatMap((r) => ('select' in r ? r.select.options : []));

describe('placement rules and ignored changes in the turn steps', () => {
  it('offers a market tile with no legal spot only as a lake, with the reason', () => {
    const turn = turnWith({ tileId: 'grugapark', at: { q: 1, r: -1 } });
    const options = optionsOf(actionStep(turn));
    expect(options.map((o) => o.value)).not.toContain('b0');
    expect(options.find((o) => o.value === 'l0')).toEqual({ value: 'l0', label: 'Take Grugapark as a lake for $10', description: 'market slot 1; no legal spot: you already have a Grugapark' });
    expect(options.find((o) => o.value === 'l5')?.description).toBe('market slot 6; $2 per adjacent non-lake tile');
    expect(offeredActions(turn.state).some((o) => o.action === 'buy' && o.slot === 0)).toBe(false);
  });

  it('names the gold stars the game ignores in the spot menu and the confirmation', { timeout: 30_000 }, async () => {
    const turn = turnWith({ tileId: 'tavern', at: { q: 1, r: -1 } });
    const spot = optionsOf(await spotStep(turn, 'b1', 0)).find((o) => o.label.startsWith('spot 1:'));
    expect(spot?.description).toBe('ignored: +1 ★ (Dice Tower Con: when placed, only with 5★ Star tiles)');
    const confirm = await nextStep(turn, { action: 'b1', spot: 0 });
    expect(confirm?.embeds?.[0]?.description.split('\n')).toContain('+1 ★ (Dice Tower Con: when placed, only with 5★ Star tiles)');
  });

  it("names the Nightlife payment a Police Station's owner ignores, with the tile that protects", { timeout: 30_000 }, async () => {
    const turn = turnWith({ tileId: 'police-station', at: { q: 1, r: -1 } });
    const spot = optionsOf(await spotStep(turn, 'b2', 0)).find((o) => o.label.startsWith('spot 1:'));
    expect(spot?.description).toBe('ignored: −$4 (Back Alley: per Nightlife of yours, ignored: Police Station)');
    const confirm = await nextStep(turn, { action: 'b2', spot: 0 });
    // the ignored $4 is not paid: −$6 for the tile, +$2 from the income step
    expect(confirm?.content).toContain('Over the whole turn: −$4, income +2');
    expect(confirm?.embeds?.[0]?.description.split('\n')).toContain('−$4 (Back Alley: per Nightlife of yours, ignored: Police Station)');
  });
});

/** Seat 0's first turn of a 2-player Suburbia Inc game (the goals kept by the policy). */
const incTurn = () => {
  let state = newGame({ players: 2, sets: ['inc'] }, 5);
  while (state.phase === 'goals') {
    const applied = applyMove(state, choosePolicyMove(state));
    if (!applied.ok) throw new Error(applied.rejection.code);
    state = applied.state;
  }
  return { game: storedGame(state), state, seat: state.toMove };
};

const buttonsOf = (message: { readonly rows?: readonly ({ readonly buttons: readonly { readonly label: string; readonly customId: string; readonly disabled?: boolean }[] } | { readonly select: unknown })[] }) =>
  (message.rows ?? []).flatMap((r) => ('buttons' in r ? r.buttons : []));

describe('the border steps (Suburbia Inc)', () => {
  it('offer "Take a border" and the Lake Border among the other actions', () => {
    const turn = incTurn();
    const [, others] = selectsOf(actionStep(turn));
    expect(others?.options.map((o) => o.value)).toEqual(['i', 'r', 'k']);
    expect(others?.options.map((o) => o.label).slice(1)).toEqual(['Take a border', 'Take a border as a lake (free)']);
  });

  it('show the face-up borders as buttons with price and effect, then six sides with their number of places', () => {
    const turn = incTurn();
    const row = borderRowStep(turn);
    const buttons = buttonsOf(row);
    expect(buttons.map((b) => b.label.split(' $')[0])).toEqual([...(turn.state.borderRow ?? []).map((id) => borderById(id).name), 'Start over']);
    expect(row.embeds?.[0]?.description).toContain(`**${borderById(turn.state.borderRow?.[0] ?? '').name}** ($`);
    expect(parseCustomId(buttons[0]?.customId ?? '')).toEqual({ ok: true, id: { kind: 'brd', game: 7, v: 12, action: 'r0' } });

    const sides = buttonsOf(sideStep(turn, 'r0', { action: 'border', index: 0 })).filter((b) => b.label !== 'Start over');
    const counts = offerBorderSides(turn.state, { action: 'border', index: 0 });
    expect(sides.map((b) => b.label)).toEqual(counts.map((c) => `${sideWords(c.side)}: ${c.footprints} ${c.footprints === 1 ? 'place' : 'places'}`));
    expect(sides.map((b) => b.disabled)).toEqual(counts.map((c) => c.footprints === 0));
  });

  it('cut a label longer than a button takes (80 characters) after a whole word, with "…"; the embed has every effect whole', () => {
    const turn = incTurn();
    const state: GameState = { ...turn.state, borderRow: ['amusement-park', 'orchard', 'mountains'] };
    const row = borderRowStep({ ...turn, state });
    expect(buttonsOf(row).map((b) => b.label)).toEqual([
      'Amusement Park $15: +2 reputation; +2 income per adjacent industrial or…',
      'Orchard $10: +1 reputation; +1 income per adjacent industrial, residential or…',
      'Mountains $18: +2 reputation per adjacent building.',
      'Start over',
    ]);
    expect(row.embeds?.[0]?.description.split('\n').map((line) => line.replace(/ \(you cannot pay it\)$/, ''))).toEqual([
      '**Amusement Park** ($15): +2 reputation; +2 income per adjacent industrial or residential tile.',
      '**Orchard** ($10): +1 reputation; +1 income per adjacent industrial, residential or commercial tile.',
      '**Mountains** ($18): +2 reputation per adjacent building.',
    ]);
  });

  it('ask which way the border faces, naming it with the word "border" so that a plural name agrees: "the Mountains border"', async () => {
    const turn = incTurn();
    const state: GameState = { ...turn.state, borderRow: ['mountains', 'orchard', 'bay'], players: turn.state.players.map((p) => ({ ...p, money: 40 })) };
    const choice = { action: 'border', index: 0 } as const;
    expect(sideStep({ ...turn, state }, 'r0', choice).content).toBe(
      '**Suburbia #7**: which way does the Mountains border face? Its 4 slots run along your borough and the 5 cells it covers lie on that side of them.',
    );
    const side = offerBorderSides(state, choice).find((s) => s.footprints > 0)?.side ?? 0;
    expect((await footprintStep({ ...turn, state }, 'r0', choice, side, 0))?.content).toMatch(/^\*\*Suburbia #7\*\*: where does the Mountains border go, facing /);
    expect(sideStep({ ...turn, state }, 'k', { action: 'lakeBorder' }).content).toMatch(/^\*\*Suburbia #7\*\*: which way does the Lake Border face\? /);
  });

  it('list the places on a side with their previews and picture, then the removal and a confirmation drawing the border', { timeout: 60_000 }, async () => {
    const turn = incTurn();
    const row = buttonsOf(borderRowStep(turn));
    const index = row.findIndex((b) => b.disabled === false);
    const code = actionCode({ action: 'border', index }, turn.state);
    const name = borderById(turn.state.borderRow?.[index] ?? '').name;
    const choice = { action: 'border', index } as const;
    const side = offerBorderSides(turn.state, choice).find((s) => s.footprints > 0)?.side ?? 0;
    const places = await footprintStep(turn, code, choice, side, 0);
    const [select] = selectsOf(places ?? {});
    expect(select?.options[0]?.value).toBe('0');
    expect(select?.options[0]?.label).toMatch(/^1: slots hold \d tiles?, /);
    expect(places?.files?.map((f) => f.name)).toEqual(['footprints.png']);

    const removal = await nextStep(turn, { action: code, side, spot: 0 });
    const [discards] = selectsOf(removal ?? {});
    expect(parseCustomId(discards?.customId ?? '')).toEqual({ ok: true, id: { kind: 'bdisc', game: 7, v: 12, action: code, side, spot: 0 } });
    const discard = (discards?.options[0]?.value ?? 'n') as SlotOrNone;
    const confirm = await nextStep(turn, { action: code, side, spot: 0, discard });
    const ok = buttonsOf(confirm ?? {}).find((b) => b.label === 'Confirm');
    expect(parseCustomId(ok?.customId ?? '')).toEqual({ ok: true, id: { kind: 'bok', game: 7, v: 12, action: code, side, spot: 0, discard, extra: 'n' } });
    expect(confirm?.files?.map((f) => f.name)).toEqual(['border.png']);
    expect(confirm?.embeds?.[0]?.description).toContain(`(${name}: `);
  });
});

describe('replacing a Redevelopment Planner (Suburbia Inc)', () => {
  const planner = { tileId: 'redevelopment-planner', at: { q: 1, r: -1 } } as const;
  const turnWithPlanner = () => {
    const state = positionFrom({ players: [{ tiles: [...STARTING, planner], money: 20 }, {}], sets: ['inc'] });
    return { game: storedGame(state), state, seat: 0 };
  };

  it('is one of the other actions, and offers every tile that may go on its cell with its preview', async () => {
    const turn = turnWithPlanner();
    const [, others] = selectsOf(actionStep(turn));
    expect(others?.options.find((o) => o.value === 'p0')?.label).toBe('Replace your Redevelopment Planner');
    const step = await spotStep(turn, 'p0', 0);
    expect(step.content).toContain('Which tile replaces your Redevelopment Planner? It costs nothing.');
    const [spots] = selectsOf(step);
    const market = turn.state.market.map((e) => tileById(e.tileId).name);
    // the market's tiles first (none of them is restricted here), then the three basic tiles
    // a menu of tiles, not of spots: each option names its tile
    expect(spots?.placeholder).toBe(`Choose a tile (${market.length + 3} in all)`);
    expect(spots?.options.map((o) => o.label.replace(/\): .*$/, ')'))).toEqual([
      ...market.map((name, i) => `${name} (market slot ${(turn.state.market[i]?.slot ?? 0) + 1})`),
      'basic Suburbs (then remove a market tile)',
      'basic Community Park (then remove a market tile)',
      'basic Heavy Factory (then remove a market tile)',
    ]);
  });

  it("names the replacing tile in the confirmation, not a spot's number", async () => {
    const turn = turnWithPlanner();
    const first = turn.state.market[0];
    const confirm = await nextStep(turn, { action: 'p0', spot: 0 });
    expect(confirm?.content).toMatch(new RegExp(`^\\*\\*Suburbia #7\\*\\*: confirm your turn\\? ${tileById(first?.tileId ?? '').name} from market slot ${(first?.slot ?? 0) + 1} replaces your Redevelopment Planner\\. Over the whole turn: `));
    const discard = String(turn.state.market[1]?.slot ?? 0) as SlotOrNone;
    const basic = await nextStep(turn, { action: 'p0', spot: turn.state.market.length + 1, discard });
    expect(basic?.content).toMatch(/^\*\*Suburbia #7\*\*: confirm your turn\? A basic Community Park replaces your Redevelopment Planner\. Over the whole turn: /);
  });

  it('confirms a market tile at once and asks a basic one for its removal first', async () => {
    const turn = turnWithPlanner();
    const confirm = await nextStep(turn, { action: 'p0', spot: 0 });
    const ok = buttonsOf(confirm ?? {}).find((b) => b.label === 'Confirm');
    expect(parseCustomId(ok?.customId ?? '')).toEqual({ ok: true, id: { kind: 'ok', game: 7, v: 12, action: 'p0', spot: 0, discard: 'n', extra: 'n' } });
    const basic = await nextStep(turn, { action: 'p0', spot: turn.state.market.length });
    const [removal] = selectsOf(basic ?? {});
    expect(parseCustomId(removal?.customId ?? '')).toEqual({ ok: true, id: { kind: 'disc', game: 7, v: 12, action: 'p0', spot: turn.state.market.length } });
  });
});

describe('investing in a border (Suburbia Inc)', () => {
  /** The first moment of a seeded 4-player Inc game where the player to move can pay for a marker on a border. */
  const withBorderToInvest = () => {
    for (let seed = 1; seed < 20; seed++) {
      let state = newGame({ players: 4, sets: ['inc'] }, seed);
      while (state.phase !== 'finished') {
        if (state.phase === 'playing' && offerBorderInvestments(state).some((b) => b.affordable)) return { game: storedGame(state), state, seat: state.toMove };
        const applied = applyMove(state, choosePolicyMove(state));
        if (!applied.ok) throw new Error(applied.rejection.code);
        state = applied.state;
      }
    }
    throw new Error('no seeded game offered an investment in a border');
  };

  it('is one of the other actions, then asks for the removal and confirms an investment in that border', { timeout: 60_000 }, async () => {
    const turn = withBorderToInvest();
    const investment = offerBorderInvestments(turn.state).find((b) => b.affordable);
    if (investment === undefined) throw new Error('no investment');
    const code = actionCode(investment.choice, turn.state);
    const [, others] = selectsOf(actionStep(turn));
    const name = investment.faceDown === 'lake' ? 'Lake Border' : borderById(investment.borderId).name;
    expect(others?.options.find((o) => o.value === code)?.label).toBe(`Invest in your ${name} ($${investment.cost})`);
    const removal = await nextStep(turn, { action: code, spot: 0 });
    const [discards] = selectsOf(removal ?? {});
    expect(parseCustomId(discards?.customId ?? '')).toEqual({ ok: true, id: { kind: 'disc', game: 7, v: 12, action: code, spot: 0 } });
    const discard = (discards?.options[0]?.value ?? 'n') as SlotOrNone;
    expect(moveOf(turn, { action: code, spot: 0, discard })).toEqual({ kind: 'invest', seat: turn.seat, at: investment.at, border: investment.choice.border, discardSlot: Number(discard) });
  });
});

describe('investing in a hex tile or in a Lake Border (Suburbia Inc)', () => {
  /** Seat 0 with one marker, the starting column (Suburbs $3, Community Park $4, Heavy Factory $3) and a Lake Border along it. */
  const withLakeBorder = (money: number) => {
    const state = positionFrom({ players: [{ tiles: STARTING, money, investmentsLeft: 1 }, {}], sets: ['inc'] });
    const lakeBorder = { side: 5, first: { q: 0, r: -2 }, borderId: 'bay', faceDown: 'lake' as const, invested: false, placedOrder: state.placedCount + 1 };
    const players = state.players.map((p, seat) => (seat === 0 ? { ...p, borders: [lakeBorder] } : p));
    const turn = { ...state, players, placedCount: state.placedCount + 1 };
    return { game: storedGame(turn), state: turn, seat: 0 };
  };
  const otherLabels = (money: number) => (selectsOf(actionStep(withLakeBorder(money))).find((s) => s.placeholder === 'Other actions')?.options ?? []).map((o) => o.label);

  it('with $1 only the free Lake Border is offered to invest in: no tile costs less than $3', () => {
    expect(otherLabels(1)).toEqual(['Invest in your Lake Border ($0)']);
  });

  it('with $3 the tiles are offered from $3, beside the Lake Border', () => {
    expect(otherLabels(3)).toEqual(['Invest in one of your tiles (from $3)', 'Invest in your Lake Border ($0)']);
  });
});
