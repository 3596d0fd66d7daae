import { describe, expect, it } from 'vitest';
import { goalById, newGame, privateView, publicView, tileById, tileText, type GameState } from '../../../src/engine/index.ts';
import { turnBoardView, type TurnBoardView } from '../../../src/render/index.ts';
import { startedGame, tableFor, withTiles } from './games.ts';

const board = (state: GameState, players: number): TurnBoardView => turnBoardView(publicView(state), tableFor(players));

describe("the players' short names on the turn board", () => {
  it('carries a seat\'s short name, for its Star track token, only where the table gives one', () => {
    const state = startedGame(2);
    const table = { title: 'Suburbia #7', seats: [{ name: 'Ann', bot: false }, { name: 'Bot 2 (hard)', bot: true, short: 'Bot 2' }] };
    expect(turnBoardView(publicView(state), table).players.map((p) => [p.name, p.short])).toEqual([
      ['Ann', undefined],
      ['Bot 2 (hard)', 'Bot 2'],
    ]);
  });
});

describe('turn board view model', () => {
  const state = startedGame(4);
  const view = board(state, 4);

  it('shows the seven market slots with their surcharges, $10 newest to $0 oldest (decision 3)', () => {
    expect(view.market.map((s) => s.surcharge)).toEqual([10, 8, 6, 4, 2, 0, 0]);
  });

  it('shows each market tile face as printed: name, cost, category, icon and effect text', () => {
    for (const entry of state.market) {
      const face = view.market[entry.slot]?.tile;
      const def = tileById(entry.tileId);
      expect(face).toEqual({
        id: def.id,
        name: def.name,
        cost: def.cost,
        category: def.category,
        effect: tileText(def),
        stack: 'A',
        ...(def.icon === undefined ? {} : { icon: def.icon }),
      });
    }
    expect(view.market.every((s) => s.tile !== undefined)).toBe(true);
  });

  it('shows the basic supply with its counts', () => {
    expect(view.basics.map((b) => [b.tile.name, b.tile.cost, b.remaining])).toEqual([
      ['Suburbs', 3, 4],
      ['Community Park', 4, 4],
      ['Heavy Factory', 3, 4],
    ]);
  });

  it('shows the stack letters and how many tiles remain (4 players: 21 A tiles, 7 of them in the market)', () => {
    expect(view.stacks.map((s) => s.letter)).toEqual(['A', 'B', 'C']);
    expect(view.stacks[0]?.remaining).toBe(14);
    expect(view.stacks[1]?.remaining).toBe(21);
  });

  it('shows one public goal per player with its rule and bonus', () => {
    expect(view.publicGoals).toHaveLength(4);
    for (const [i, id] of state.publicGoals.entries()) {
      const goal = goalById(id);
      expect(view.publicGoals[i]).toMatchObject({ name: goal.name, bonus: goal.bonus });
      expect(view.publicGoals[i]?.rule).toMatch(new RegExp(`^${goal.kind} `));
    }
  });

  it("gives every player a panel with name, colour, the starting values and the next red line at 15", () => {
    expect(view.players.map((p) => p.name)).toEqual(['Ann', 'Bea', 'Cal', 'Dev']);
    expect(new Set(view.players.map((p) => p.colour)).size).toBe(4);
    for (const p of view.players) {
      expect(p).toMatchObject({ money: 15, income: 0, reputation: 1, population: 2, nextRedLine: 15, investmentsLeft: 3 });
    }
  });

  it('marks whose turn it is and the start player', () => {
    expect(view.players.filter((p) => p.toMove).map((p) => p.seat)).toEqual([state.toMove]);
    expect(view.players.filter((p) => p.startPlayer).map((p) => p.seat)).toEqual([state.startSeat]);
  });

  it('marks bot seats from the table', () => {
    expect(view.players.map((p) => p.bot)).toEqual([false, false, false, true]);
  });

  it('draws each borough from its starting column and includes the 18 Borough Board cells', () => {
    for (const p of view.players) {
      expect(p.borough.cells.map((c) => [c.at.q, c.at.r, c.kind === 'tile' ? c.tile.name : 'lake'])).toEqual([
        [0, 0, 'Suburbs'],
        [0, -1, 'Community Park'],
        [0, -2, 'Heavy Factory'],
      ]);
      expect(p.borough.boardCells).toHaveLength(18);
      expect(p.borough.boardCells).toContainEqual({ q: 0, r: 1 });
      expect(p.borough.boardCells).not.toContainEqual({ q: 0, r: 0 });
    }
  });

  it('shows lakes as lakes and investment markers where they lie', () => {
    const built = withTiles(state, 2, [
      { tileId: 'office-building', at: { q: 1, r: -1 }, faceDown: 'lake', invested: true, placedOrder: 20 },
      { tileId: 'mint', at: { q: -1, r: 0 }, invested: true, placedOrder: 21 },
    ]);
    const cells = board(built, 4).players[2]?.borough.cells ?? [];
    expect(cells.find((c) => c.at.q === 1 && c.at.r === -1)).toEqual({ kind: 'lake', at: { q: 1, r: -1 }, invested: true });
    const mint = cells.find((c) => c.at.q === -1 && c.at.r === 0);
    expect(mint?.kind === 'tile' ? [mint.tile.name, mint.invested] : undefined).toEqual(['Mint', true]);
  });

  it('gives the distance to the next red line from the population track (decision 4)', () => {
    const grown = { ...state, players: state.players.map((p, i) => (i === 1 ? { ...p, population: 22 } : p)) };
    expect(board(grown, 4).players[1]?.nextRedLine).toBe(29);
  });

  it('announces the final round once the 1 More Round tile was revealed', () => {
    expect(view.notice).toBeUndefined();
    expect(board({ ...state, finalRound: 9 }, 4).notice).toBe('Final round: the game ends after round 9');
  });
});

describe('secret goals in the turn board view model', () => {
  const state = startedGame(4);
  const secretNames = state.players.map((p) => (p.secretGoal === undefined ? '' : goalById(p.secretGoal).name));
  const publicNames = new Set(state.publicGoals.map((g) => goalById(g).name));
  const secretsToCheck = secretNames.filter((n) => n !== '' && !publicNames.has(n));

  it('the public view holds no secret goal', () => {
    expect(secretsToCheck.length).toBeGreaterThan(0);
    const json = JSON.stringify(turnBoardView(publicView(state), tableFor(4)));
    for (const name of secretsToCheck) expect(json).not.toContain(name);
    for (const p of state.players) if (p.secretGoal !== undefined) expect(json).not.toContain(`"${p.secretGoal}"`);
  });

  it("the owner's private view shows the owner's secret goal, and only the owner's (positive control)", () => {
    const view = turnBoardView(privateView(state, 1), tableFor(4));
    expect(view.players[1]?.secretGoal?.name).toBe(secretNames[1]);
    expect(view.players.filter((p) => p.secretGoal !== undefined).map((p) => p.seat)).toEqual([1]);
    const json = JSON.stringify(view);
    for (const [seat, name] of secretNames.entries()) if (seat !== 1 && !publicNames.has(name) && name !== secretNames[1]) expect(json).not.toContain(name);
  });

  it('no view shows the goal offers while players are still choosing', () => {
    const choosing = newGame({ players: 2 }, 7);
    const offers = choosing.players.flatMap((p) => p.secretGoalOffers);
    expect(offers).toHaveLength(4);
    const json = JSON.stringify(turnBoardView(publicView(choosing), tableFor(2)));
    for (const id of offers) expect(json).not.toContain(`"${id}"`);
  });
});
