import { describe, expect, it } from 'vitest';
import { actionCode } from '../../../src/bot/flow/codes.ts';
import { actionStep, nextStep, offeredActions, SPOTS_PER_PAGE, spotStep } from '../../../src/bot/flow/turn-stages.ts';
import { applyMove, choosePolicyMove, newGame, offerPlacements, positionFrom, type ActionChoice, type GameState, type PieceSpec } from '../../../src/engine/index.ts';
import { parseCustomId } from '../../../src/bot/custom-id.ts';
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


const selectsOf = (message: { readonly rows?: readonly ({ readonly select: { readonly customId: string; readonly placeholder: string; readonly options: readonly { readonly value: string }[] } } | { readonly buttons: readonly unknown[] })[] }) =>
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

  it('leaves out "Other actions" when nothing but tiles is on offer', () => {
    const state = positionFrom({ players: [{ tiles: STARTING, money: 40, investmentsLeft: 0 }, {}] });
    const selects = selectsOf(actionStep({ game: storedGame(state), state, seat: 0 }));
    expect(selects.map((s) => s.placeholder)).toEqual(['Buy or take as a lake']);
  });
});

describe('the placement step', () => {
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
    const confirm = nextStep(turn, { action: 'b1', spot: 0 });
    expect(confirm?.embeds?.[0]?.description.split('\n')).toContain('+1 ★ (Dice Tower Con: when placed, only with 5★ Star tiles)');
  });

  it("names the Nightlife payment a Police Station's owner ignores, with the tile that protects", { timeout: 30_000 }, async () => {
    const turn = turnWith({ tileId: 'police-station', at: { q: 1, r: -1 } });
    const spot = optionsOf(await spotStep(turn, 'b2', 0)).find((o) => o.label.startsWith('spot 1:'));
    expect(spot?.description).toBe('ignored: −$4 (Back Alley: per Nightlife of yours, ignored: Police Station)');
    const confirm = nextStep(turn, { action: 'b2', spot: 0 });
    // the ignored $4 is not paid: −$6 for the tile, +$2 from the income step
    expect(confirm?.content).toContain('Over the whole turn: −$4, income +2');
    expect(confirm?.embeds?.[0]?.description.split('\n')).toContain('−$4 (Back Alley: per Nightlife of yours, ignored: Police Station)');
  });
});
