import { describe, expect, it } from 'vitest';
import { offerPlacements, publicView, type ActionChoice, type Change } from '../../../src/engine/index.ts';
import { placementView, spotSummary } from '../../../src/render/index.ts';
import { startedGame, tableFor } from './games.ts';

const change = (stat: Change['stat'], delta: number, kind: Change['cause']['kind'], seat = 0): Change => ({
  seat,
  stat,
  delta,
  cause: { kind, text: 'test' },
});

describe('placement view model', () => {
  const state = startedGame(2);
  const table = tableFor(2);

  it('numbers every legal spot for the chosen tile from 1, in the order the engine offers them', () => {
    const choice: ActionChoice = { action: 'basic', basic: 'suburbs' };
    const offers = offerPlacements(state, choice);
    const view = placementView(publicView(state), choice, offers, table);
    expect(offers.length).toBeGreaterThan(3);
    expect(view.spots.map((s) => s.number)).toEqual(offers.map((_, i) => i + 1));
    expect(view.spots.map((s) => s.at)).toEqual(offers.map((o) => o.at));
    expect(view.placing).toMatchObject({ kind: 'tile', tile: { name: 'Suburbs', cost: 3 } });
    expect(view.player).toEqual({ seat: state.toMove, name: table.seats[state.toMove]?.name, colour: state.toMove });
    expect(view.borough.cells).toHaveLength(3);
  });

  it('says what each spot does: a Suburbs beside the Community Park gains the park\'s reputation', () => {
    const choice: ActionChoice = { action: 'basic', basic: 'suburbs' };
    const view = placementView(publicView(state), choice, offerPlacements(state, choice), table);
    // (-1, 0) touches the Suburbs and the Community Park (0, −1): the park gives +1 reputation per adjacent residential.
    expect(view.spots.find((s) => s.at.q === -1 && s.at.r === 0)?.summary).toBe('+1 reputation, +2 population');
  });

  it('shows a market tile taken as a lake as a lake, and an investment as the marker', () => {
    const lake: ActionChoice = { action: 'lake', slot: 6 };
    expect(placementView(publicView(state), lake, offerPlacements(state, lake), table).placing).toEqual({ kind: 'lake' });
    const invest: ActionChoice = { action: 'invest' };
    const view = placementView(publicView(state), invest, offerPlacements(state, invest), table);
    expect(view.placing).toEqual({ kind: 'investment' });
    expect(view.spots.map((s) => s.at)).toEqual(expect.arrayContaining([{ q: 0, r: 0 }]));
  });

  it('shows a bought tile by its market slot', () => {
    const entry = state.market.find((e) => e.slot === 3);
    const choice: ActionChoice = { action: 'buy', slot: 3 };
    const view = placementView(publicView(state), choice, offerPlacements(state, choice), table);
    expect(view.placing.kind === 'tile' ? view.placing.tile.id : undefined).toBe(entry?.tileId);
  });
});

describe('spot summary', () => {
  it("nets the mover's changes per stat and leaves out the price, the discard and the end-of-turn steps", () => {
    const changes = [
      change('money', -9, 'cost'),
      change('money', -4, 'discard'),
      change('income', 1, 'tile'),
      change('income', 1, 'tile'),
      change('reputation', 1, 'tile'),
      change('money', 4, 'lake'),
      change('money', 2, 'incomeStep'),
      change('population', 1, 'reputationStep'),
      change('income', -1, 'tile', 1),
    ];
    expect(spotSummary(changes, 0)).toBe('+2 income, +1 reputation, +$4');
  });

  it('says "no effect" when nothing changes', () => {
    expect(spotSummary([change('money', -3, 'cost')], 0)).toBe('no effect');
  });

  it('writes losses with a true minus sign', () => {
    expect(spotSummary([change('reputation', -2, 'tile'), change('money', -2, 'redLine')], 0)).toBe('−2 reputation, −$2');
  });
});
