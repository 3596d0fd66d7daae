import { describe, expect, it } from 'vitest';
import { actionCode } from '../../../src/bot/flow/codes.ts';
import { SPOTS_PER_PAGE, spotStep } from '../../../src/bot/flow/turn-stages.ts';
import { applyMove, choosePolicyMove, newGame, offerPlacements, type ActionChoice, type GameState } from '../../../src/engine/index.ts';
import type { GameRecord, Json } from '../../../src/store/types.ts';
import { parseCustomId } from '../../../src/bot/custom-id.ts';

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

const record = (state: GameState): GameRecord => ({
  id: 7,
  guildId: '100000000000000002',
  channelId: '100000000000000003',
  parentChannelId: undefined,
  name: undefined,
  status: 'playing',
  hostUserId: '100000000000000001',
  options: { players: 2 },
  seed: 99,
  rulesVersion: 'base-1',
  version: 12,
  state: state as unknown as Json,
  liveMessageId: undefined,
  endReason: undefined,
  createdAt: new Date(0),
  startedAt: new Date(0),
  endedAt: undefined,
  seats: [
    { order: 0, kind: 'human', discordUserId: '100000000000000001', displayName: 'Ada' },
    { order: 1, kind: 'human', discordUserId: '100000000000000005', displayName: 'Bo' },
  ],
});

describe('the placement step', () => {
  it('pages more than 25 spots, each option carrying its preview, with the placement picture', { timeout: 60_000 }, async () => {
    const { state, choice } = crowded();
    const offers = offerPlacements(state, choice);
    const turn = { game: record(state), state, seat: state.toMove };
    const code = actionCode(choice);
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
