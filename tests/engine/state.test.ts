import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/index.ts';
import { startWork } from '../../src/engine/resolve/work.ts';
import { copyPlayer, PLAYER_NUMBERS } from '../../src/engine/state.ts';
import { playerAfter } from '../../src/engine/turn-end.ts';

describe('one player-state definition', () => {
  const player = newGame({ players: 2 }, 1).players[0];
  if (player === undefined) throw new Error('no player');

  it('a copy carries every number of PLAYER_NUMBERS', () => {
    const copy = copyPlayer(player);
    for (const key of PLAYER_NUMBERS) expect([key, copy[key]]).toEqual([key, player[key]]);
  });

  it("the turn's working copy carries every number, and the end of the turn sees a change to any one of them", () => {
    const [work] = startWork(newGame({ players: 2 }, 1)).players;
    if (work === undefined) throw new Error('no working copy');
    expect(playerAfter(player, work)).toBe(player);
    for (const key of PLAYER_NUMBERS) {
      const after = playerAfter(player, { ...work, [key]: player[key] + 7 });
      expect([key, after[key], after === player]).toEqual([key, player[key] + 7, false]);
      for (const other of PLAYER_NUMBERS) if (other !== key) expect([other, after[other]]).toEqual([other, player[other]]);
    }
  });
});
