import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCustomId } from '../../../src/bot/custom-id.ts';
import { logMoves, stateOf } from '../../../src/bot/flow/game.ts';
import { handleEvent } from '../../../src/bot/flow/handle.ts';
import type { Actor, Effect, FlowDeps, MessageSpec, Place } from '../../../src/bot/flow/types.ts';
import { canonicalJson, canonicalProjection, replay, SCHEMA, type GameState, type Move } from '../../../src/engine/index.ts';
import type { Json } from '../../../src/store/types.ts';
import { runBackends } from '../../store/backends.ts';
import { freshStoreFor, snowflake } from '../../store/fixtures.ts';

/**
 * A base game stored by the bot before the expansions keeps playing: its cached state is of the old schema 1, so it
 * is rebuilt from the move log, and the live turn message's buttons (custom_ids as the bot wrote them then) work.
 */
type Stored = { readonly options: Json; readonly seed: number; readonly rulesVersion: string; readonly moves: readonly Move[]; readonly state: GameState };
const stored = JSON.parse(readFileSync(new URL('./fixtures/base-game-before-sets.json', import.meta.url), 'utf8')) as Stored;

const ADA: Actor = { userId: '100000000000000001', displayName: 'Ada' };
const BO: Actor = { userId: '100000000000000002', displayName: 'Bo' };

const messages = (effects: readonly Effect[]): readonly MessageSpec[] => effects.flatMap((e) => ('message' in e ? [e.message] : []));

describe.each(runBackends())('a base game stored before the expansions, on $name', { timeout: 120_000 }, (backend) => {
  const db = freshStoreFor(backend);
  const deps = (): FlowDeps => ({ store: db.store, newSeed: () => 1 });

  it("accepts its live turn message's buttons and carries on, its snapshot rebuilt by replay", async () => {
    const place: Place = { guildId: '100000000000000009', channelId: snowflake() };
    const click = (customId: string, values: readonly string[], actor: Actor): Promise<readonly Effect[]> => {
      const parsed = parseCustomId(customId);
      if (!parsed.ok) throw new Error(`the bot no longer reads ${customId}: ${parsed.reason}`);
      return handleEvent(deps(), { kind: 'component', id: parsed.id, values, actor, place, messageId: '100000000000000010' });
    };
    const created = await db.store.createGame({
      guildId: place.guildId ?? '',
      channelId: place.channelId,
      hostUserId: ADA.userId,
      options: stored.options,
      seed: stored.seed,
      rulesVersion: stored.rulesVersion,
      seats: [ADA, BO].map((a) => ({ kind: 'human' as const, discordUserId: a.userId, displayName: a.displayName })),
    });
    if (!created.ok) throw new Error(created.reason);
    const snapshot = stored.state as unknown as Json;
    const started = await db.store.startGame({ gameId: created.game.id, expectedVersion: created.game.version, state: snapshot });
    if (!started.ok) throw new Error(started.reason);
    let version = started.game.version;
    // only the latest snapshot is kept, so every entry may carry the last one
    for (const move of stored.moves) {
      const appended = await db.store.appendMove({ gameId: created.game.id, expectedVersion: version, seat: 'seat' in move ? move.seat : undefined, entry: move as unknown as Json, state: snapshot });
      if (!appended.ok) throw new Error(appended.reason);
      version = appended.version;
    }
    const game = await db.store.loadById(created.game.id);
    if (game === undefined) throw new Error('the stored game is gone');
    expect((game.state as { readonly schema?: number } | undefined)?.schema).toBe(1);

    const rebuilt = await stateOf(db.store, game);
    expect(rebuilt?.schema).toBe(SCHEMA);
    expect(canonicalJson(canonicalProjection(rebuilt as GameState))).toBe(canonicalJson(canonicalProjection(stored.state)));
    const mover = stored.state.toMove === 0 ? ADA : BO;

    // the buttons of the live turn message, exactly as the bot wrote their custom_ids then
    let step: MessageSpec | undefined = messages(await click(`s1:turn:${game.id}:${version}`, [], mover))[0];
    let done: readonly Effect[] = [];
    for (let i = 0; step !== undefined && i < 6; i++) {
      const select = (step.rows ?? []).flatMap((r) => ('select' in r ? [r.select] : []))[0];
      const confirm = (step.rows ?? []).flatMap((r) => ('buttons' in r ? r.buttons : [])).find((b) => b.label === 'Confirm');
      if (select !== undefined) step = messages(await click(select.customId, [select.options[0]?.value ?? ''], mover))[0];
      else if (confirm !== undefined) {
        done = await click(confirm.customId, [], mover);
        break;
      } else throw new Error(`a turn step without a choice: ${step.content}`);
    }
    expect(messages(done)[0]?.content).toMatch(/^Done: your turn/);
    const next = done.find((e) => e.kind === 'post' && e.live !== undefined);
    expect(next?.kind === 'post' && next.message.ping).toEqual([mover === ADA ? BO.userId : ADA.userId]);

    const after = await db.store.loadById(game.id);
    const moves = await logMoves(db.store, game.id);
    expect(moves).toHaveLength(stored.moves.length + 1);
    expect(after?.rulesVersion).toBe('base-1');
    const replayed = replay({ options: { players: 2 }, seed: stored.seed, rulesVersion: 'base-1', moves });
    expect(replayed.ok && replayed.state).toEqual(after?.state);
    expect((after?.state as { readonly schema?: number } | undefined)?.schema).toBe(SCHEMA);
  });
});
