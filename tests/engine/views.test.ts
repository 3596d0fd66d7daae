import { describe, expect, it } from 'vitest';
import { newGame, privateView, publicView } from '../../src/engine/index.ts';

describe('views', () => {
  const g = newGame({ players: 3 }, 4);
  const offers = g.players.map((p) => p.secretGoalOffers);

  it('the public view holds no secret goal offer and no stack order', () => {
    const text = JSON.stringify(publicView(g));
    for (const seatOffers of offers) for (const goal of seatOffers) if (!g.publicGoals.includes(goal)) expect(text).not.toContain(`"${goal}"`);
    expect(publicView(g).stackSizes).toEqual({ A: g.stacks.A.length, B: g.stacks.B.length, C: g.stacks.C.length });
    expect(text).not.toContain('"stacks"');
    expect(publicView(g).players.every((p) => p.choosingGoal)).toBe(true);
  });

  it("the private view adds back the viewer's own offers only", () => {
    const mine = privateView(g, 1);
    expect(mine.secretGoalOffers).toEqual(offers[1]);
    const text = JSON.stringify(mine);
    for (const goal of offers[0] ?? []) if (!g.publicGoals.includes(goal)) expect(text).not.toContain(`"${goal}"`);
  });
});
