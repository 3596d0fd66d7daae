import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotOffered, type ForgedInput } from '../../standin/command-invocation.ts';
import type { ChannelRef, InteractionHandle, ScriptedUser } from '../../standin/scripted-user.ts';
import type { MessageView } from '../../standin/views.ts';
import { changedAtAll, title, unexplainedChanges, unreadable, type Fingerprint } from './hostile-input-checks.ts';
import { hostileNumber, hostileString, hostileValues, mutateCustomId, seeded, type Rng } from './hostile-inputs.ts';
import { startInspectedTable, type InspectedTable } from './inspected-table.ts';
import { isTurnMessage, latest, openGame, START_UP_MS, twoPlayersAtTurnOne } from './table.ts';

/**
 * A thousand generated hostile inputs against the real bot: custom_ids mutated from real ones, the right ids
 * from the wrong people, options out of range and of the wrong type, long and odd strings, clicks racing each
 * other; between them the players play on. Fixed seed, a fixed number of inputs. After every round of inputs: nothing was
 * logged as an error, every interaction was acknowledged once and answered readably within Discord's limits,
 * and every change to a game (a move, a vote, a seat, its status, its settings) is one the answers account for,
 * made by the person it belongs to; a public message changes only with its game.
 */
const SEED = 20_261_201;
/** No new round starts after this many inputs: the same inputs on every machine, however loaded. */
const INPUTS = 1_000;
const SETTLE_MS = 20_000;
const GRACE_MS = 10_000;

let table: InspectedTable;
beforeAll(async () => {
  table = await startInspectedTable();
}, START_UP_MS);
afterAll(async () => table?.close());

type Tracked = { readonly id: number; readonly channel: ChannelRef };
type Sent = { readonly actor: ScriptedUser; readonly channel: ChannelRef; readonly what: string; readonly handle: InteractionHandle; readonly autocomplete: boolean };
type Settled = Sent & { readonly texts: readonly string[]; readonly views: readonly MessageView[] };

describe('a thousand hostile inputs', () => {
  it('change no game except by a legitimate move, and every one is answered privately and readably', { timeout: 900_000 }, async () => {
    const { standIn, store } = table;
    const rng: Rng = seeded(SEED);
    const problems: string[] = [];
    const problem = (text: string): void => {
      if (problems.length < 40) problems.push(text);
    };

    /** Waits until the bot has sent nothing for a moment: the posts and edits after a change are out. */
    const quiet = async (): Promise<void> => {
      for (let seen = -1, i = 0; seen !== standIn.requests.length && i < 60; i++) {
        seen = standIn.requests.length;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    };

    // the tables: a 2-player game at its first turn, a 4-player game choosing goals with a vote to abandon it
    // open, a lobby with a free seat; onlookers with odd names, and someone outside the server
    const main = standIn.addChannel('fuzz-main');
    const two = await twoPlayersAtTurnOne(standIn, main);
    const voteChannel = standIn.addChannel('fuzz-vote');
    const four = ['ann', 'ben', 'cat', 'dan'].map((n) => standIn.addUser(n));
    const [ann, ben, cat, dan] = four as [ScriptedUser, ScriptedUser, ScriptedUser, ScriptedUser];
    await openGame(standIn, voteChannel, ann, [ben, cat, dan], { players: 4 });
    await dan.command(voteChannel, 'suburbia abandon').reply(SETTLE_MS);
    const lobbyChannel = standIn.addChannel('fuzz-lobby', { parent: standIn.general });
    const hal = standIn.addUser('hal');
    await hal.command(lobbyChannel, 'suburbia new', { players: 3 }).reply(SETTLE_MS);
    const onlookers = ['zoë 🏙', '\u202eevil', '**bold** @everyone', '𝕫𝕒𝕝𝕘𝕠\u0336', '<@1> ||x||'].map((n) => standIn.addUser(n));
    const outsider = standIn.addUser('outsider', { member: false });
    const channels: readonly ChannelRef[] = [main, voteChannel, lobbyChannel, standIn.general];
    const people: readonly ScriptedUser[] = [...two.players, ...four, hal, ...onlookers];

    const tracked: Tracked[] = [];
    /** Games not tracked yet (ids have gaps: a refused insert uses up one). */
    const trackNewGames = async (): Promise<readonly Tracked[]> => {
      const found = (await store.listUnfinishedGames({ guildId: standIn.guildId }))
        .filter((g) => !tracked.some((t) => t.id === g.id))
        .map((g) => ({ id: g.id, channel: { id: g.channelId } }))
        .sort((a, b) => a.id - b.id);
      tracked.push(...found);
      return found;
    };
    await trackNewGames();
    const gameOf = (channel: ChannelRef): Tracked | undefined => [...tracked].reverse().find((t) => t.channel.id === channel.id);

    const fingerprint = async (t: Tracked, previous?: Fingerprint): Promise<Fingerprint> => {
      const game = await store.loadById(t.id);
      if (game === undefined) throw new Error(`game ${t.id} vanished`);
      const votes = (await store.abandonMotion(t.id))?.voters ?? [];
      const moves = previous !== undefined && previous.game.version === game.version ? previous.moves : (await store.loadMoves(t.id)).map((m) => m.entry as { kind: string; seat?: number });
      return { game, votes, moves };
    };
    const prints = new Map<number, Fingerprint>();
    for (const t of tracked) prints.set(t.id, await fingerprint(t));
    const fingerprints = async (): Promise<ReadonlyMap<number, Fingerprint>> =>
      new Map(await Promise.all(tracked.map(async (t) => [t.id, await fingerprint(t, prints.get(t.id))] as const)));

    const publicState = (): Map<string, string> =>
      new Map(channels.flatMap((c) => standIn.publicMessages(c).map((m) => [m.id, `${c.id} ${m.revision}`] as const)));

    // what a person can click on: public messages, their own private answers, their DMs
    const privateViews = new Map<string, MessageView[]>();
    const knownIds = new Set<string>();
    const remember = (actor: ScriptedUser, view: MessageView): void => {
      for (const c of [...view.buttons.map((b) => b.custom_id), ...view.selects.map((s) => s.custom_id)]) if (c !== undefined) knownIds.add(c);
      if (!view.ephemeral) return;
      const mine = privateViews.get(actor.id) ?? [];
      privateViews.set(actor.id, [...mine.slice(-7), view]);
    };
    const clickable = (actor: ScriptedUser): readonly MessageView[] => [
      ...channels.flatMap((c) => standIn.publicMessages(c).slice(-6)),
      ...(privateViews.get(actor.id) ?? []),
      ...actor.dms().slice(-3),
    ];

    const vocabulary = {
      kinds: ['help', 'lobby', 'addbot', 'rmbot', 'goals', 'goal', 'mygoal', 'turn', 'back', 'act', 'more', 'spot', 'page', 'disc', 'xdisc', 'ok', 'brd', 'side', 'foot', 'bdisc', 'bxdisc', 'bok', 'vote', 'rematch', 'teleport', 'constructor', '__proto__', ''],
      words: ['join', 'leave', 'start', 'easy', 'hard', 'overview', 'turn', 'scoring', 'b0', 'b6', 'b9', 'l2', 's0', 's2', 's3', 'i', 'r', 'r0', 'r2', 'k', 'v0', 'p0', 'p1', 'n', '0', '5', '9', 'x'],
    };

    const subcommands = ['new', 'status', 'board', 'goal', 'tile', 'log', 'games', 'history', 'export', 'stats', 'leaderboard', 'help', 'undo', 'skip', 'kick', 'replace', 'abandon', 'settings', 'pause', 'resume', 'teleport'];
    const maybe = <T,>(value: () => T): T | undefined => (rng.chance(0.5) ? value() : undefined);
    const someValue = (): ForgedInput => rng.pick<() => ForgedInput>([() => hostileNumber(rng), () => hostileString(rng, 40), () => rng.chance(0.5), () => ({ id: rng.pick(people).id })])();
    const seatedIn = (channel: ChannelRef): readonly string[] => {
      const t = gameOf(channel);
      return t === undefined ? [] : (prints.get(t.id)?.game.seats.flatMap((s) => (s.discordUserId === undefined ? [] : [s.discordUserId])) ?? []);
    };
    /** Someone who may not take a seat (or, for a kick, lose one): outside the server, a bot, this bot, nobody. */
    const noSeatFor = (): ForgedInput => rng.pick<ForgedInput>([{ id: outsider.id }, { id: standIn.applicationId }, { id: '123456789012345678' }, hostileString(rng, 30)]);
    const hostOf = (channel: ChannelRef): string | undefined => {
      const t = gameOf(channel);
      return t === undefined ? undefined : prints.get(t.id)?.game.hostUserId;
    };

    const commandInput = (actor: ScriptedUser, channel: ChannelRef): Omit<Sent, 'handle'> & { readonly send: () => InteractionHandle } => {
      const host = hostOf(channel) === actor.id;
      // a host's own abandon, pause, kick and hand-over are real changes with their own tests; here they only get misuse
      const sub = ((s) => (host && (s === 'abandon' || s === 'pause') ? 'status' : s))(rng.pick(subcommands));
      const options: Record<string, ForgedInput | undefined> = (() => {
        switch (sub) {
          case 'new':
            return { players: maybe(someValue), solo: maybe(() => rng.pick<ForgedInput>(['architect', 'dale', 'chaos', hostileString(rng, 30)])), deadline: maybe(someValue), reminder: maybe(someValue), autoskip: maybe(someValue) };
          case 'tile':
            return { name: rng.chance(0.9) ? hostileString(rng) : someValue() };
          case 'board':
            return { player: maybe(someValue) };
          case 'stats':
            return { user: maybe(someValue) };
          case 'kick':
            return { player: host ? rng.pick([noSeatFor(), { id: actor.id }]) : someValue() };
          case 'replace':
            // or someone seated here already, the seat's own player among them
            return { user: rng.chance(0.6) ? noSeatFor() : { id: rng.pick(seatedIn(channel).length > 0 ? seatedIn(channel) : [actor.id]) }, player: maybe(someValue), seat: maybe(() => hostileNumber(rng)) };
          case 'settings':
            return { deadline: maybe(someValue), reminder: maybe(someValue), autoskip: maybe(someValue) };
          case 'pause':
            return { days: maybe(someValue) };
          case 'help':
            return { topic: maybe(() => rng.pick<ForgedInput>(['overview', 'turn', 'cheats', hostileString(rng, 30)])) };
          default:
            return rng.chance(0.1) ? { extra: someValue() } : {};
        }
      })();
      const given = Object.fromEntries(Object.entries(options).filter((e): e is [string, ForgedInput] => e[1] !== undefined));
      const path = rng.chance(0.03) ? 'suburbia' : `suburbia ${sub}`;
      return { actor, channel, autocomplete: false, what: `/${path} ${JSON.stringify(given).slice(0, 200)}`, send: () => actor.forgeCommand(channel, path, given) };
    };

    const autocompleteInput = (actor: ScriptedUser, channel: ChannelRef): Omit<Sent, 'handle'> & { readonly send: () => InteractionHandle } => {
      const text = hostileString(rng);
      const [path, focused] = rng.pick<readonly [string, string | undefined]>([['suburbia tile', 'name'], ['suburbia tile', 'name'], ['suburbia tile', undefined], ['suburbia new', 'players'], ['suburbia', undefined], ['suburbia teleport', 'x']]);
      return { actor, channel, autocomplete: true, what: `autocomplete ${path} ${JSON.stringify(text).slice(0, 60)}`, send: () => actor.forgeAutocomplete(channel, path, { name: text }, focused) };
    };

    const componentInput = (actor: ScriptedUser): (Omit<Sent, 'handle'> & { readonly send: () => InteractionHandle }) | undefined => {
      const on = clickable(actor);
      if (on.length === 0) return undefined;
      const message = rng.pick(on);
      const own = [...message.buttons.flatMap((b) => (b.custom_id === undefined ? [] : [b.custom_id])), ...message.selects.map((s) => s.custom_id)];
      const known = [...knownIds];
      const source = own.length > 0 && (known.length === 0 || rng.chance(0.6)) ? rng.pick(own) : known.length > 0 ? rng.pick(known) : 's1:turn:1:1';
      const id = rng.chance(0.3) ? source : mutateCustomId(rng, source, vocabulary);
      const select = message.selects.find((s) => s.custom_id === source);
      const values = select !== undefined || rng.chance(0.2) ? hostileValues(rng, select?.options.map((o) => o.value) ?? []) : undefined;
      return {
        actor,
        channel: { id: message.channelId },
        autocomplete: false,
        what: `${actor.name} clicks ${JSON.stringify(id).slice(0, 120)}${values === undefined ? '' : ` with ${JSON.stringify(values).slice(0, 80)}`} on ${message.ephemeral ? 'their private' : 'a'} message`,
        send: () => actor.forgeComponent(message.id, id, values),
      };
    };

    /** Waits for the answer (a reply, an edit of the clicked message, or a private follow-up, or autocomplete choices). */
    const settle = async (sent: Sent): Promise<Settled> => {
      const { handle } = sent;
      if (sent.autocomplete) {
        const choices = await handle.choices(SETTLE_MS);
        return { ...sent, texts: choices.map((c) => c.name), views: [] };
      }
      const first = await standIn.waitFor(`the answer to ${sent.what}`, () => (handle.said().length > 0 ? (handle.answer() ?? handle.followUps()[0]) : undefined), SETTLE_MS);
      const views = [first, ...handle.followUps().filter((f) => f.id !== first.id)];
      // what this interaction was told (a message both of two racing clicks edit shows only the later answer)
      return { ...sent, texts: handle.said(), views };
    };

    /** Every change to every game, each accounted for by an answer to the person it belongs to. */
    const account = async (settled: readonly Settled[]): Promise<readonly ChannelRef[]> => {
      const changed: ChannelRef[] = [];
      const opened = settled.some((s) => s.texts.some((t) => t.startsWith('You opened the lobby of') || t.startsWith('Your solo game')));
      for (const created of opened ? await trackNewGames() : []) {
        const first = await fingerprint(created);
        prints.set(created.id, first);
        changed.push(created.channel);
        if (!settled.some((x) => x.actor.id === first.game.hostUserId && x.texts.some((t) => t.includes(title(created.id))))) problem(`game ${created.id} was opened without its host being told`);
      }
      const now = await fingerprints();
      for (const t of tracked) {
        const before = prints.get(t.id);
        const after = now.get(t.id);
        if (after === undefined) continue;
        prints.set(t.id, after);
        if (before === undefined) continue;
        for (const wrong of unexplainedChanges(t.id, before, after, settled.map((x) => ({ userId: x.actor.id, texts: x.texts })))) problem(wrong);
        if (changedAtAll(before, after)) changed.push(t.channel);
      }
      return changed;
    };

    const started = performance.now();
    let inputs = 0;
    let rounds = 0;
    let legitTurns = 0;
    let changes = 0;
    const answers = new Map<string, number>();
    await quiet();
    // the ids on the tables so far (public messages: whoever remembers them)
    for (const c of channels) for (const m of standIn.publicMessages(c)) remember(ann, m);
    let publicBefore = publicState();
    const settling = new Map<string, number>();
    while (inputs < INPUTS) {
      rounds += 1;
      const batch: (Omit<Sent, 'handle'> & { readonly send: () => InteractionHandle })[] = [];
      const turnPost = latest(standIn, main, isTurnMessage);
      if (rounds % 40 === 0 && turnPost !== undefined) {
        // the player to move plays on: the first option of each step, through the same buttons
        const game = prints.get(gameOf(main)?.id ?? 0)?.game;
        const toMove = (game?.state as { readonly toMove?: number } | undefined)?.toMove;
        const mover = two.players.find((p) => toMove !== undefined && game?.seats[toMove]?.discordUserId === p.id);
        if (mover !== undefined) batch.push({ actor: mover, channel: main, autocomplete: false, what: `${mover.name} takes their turn`, send: () => mover.click(turnPost, 'Take your turn') });
      } else {
        // a few inputs at once, each from anyone
        for (let n = rng.pick([1, 2, 3, 4, 4]); n > 0; n--) {
          const actor = rng.pick(people);
          const kind = rng.next();
          const input = kind < 0.62 ? componentInput(actor) : kind < 0.92 ? commandInput(actor, rng.pick(channels)) : autocompleteInput(actor, rng.pick(channels));
          if (input === undefined) continue;
          batch.push(input);
          // racing: the same input again at once, by the same person, or the same id by someone else
          if (rng.chance(0.1)) for (let k = 1 + rng.int(3); k > 0; k--) batch.push(rng.chance(0.5) ? input : (componentInput(rng.pick(people)) ?? input));
        }
      }
      const sent: Sent[] = [];
      for (const input of batch) {
        try {
          sent.push({ ...input, handle: input.send() });
        } catch (error) {
          // the stand-in refused to send it (the message is gone, say): not an input
          if (!(error instanceof NotOffered)) throw error;
        }
      }
      inputs += sent.length;
      const settled: Settled[] = [];
      for (const outcome of await Promise.allSettled(sent.map(settle))) {
        if (outcome.status === 'fulfilled') settled.push(outcome.value);
        else problem(`no answer: ${String(outcome.reason).slice(0, 300)}`);
      }
      // a turn, played on through its private steps, taking the first option each time
      for (let step = settled.find((s) => s.what.endsWith('takes their turn'))?.views[0], i = 0; step !== undefined && i < 8; i++) {
        const [select] = step.selects;
        const mover = settled[0]?.actor;
        if (mover === undefined) break;
        const confirm = select === undefined && step.buttons.some((b) => b.label === 'Confirm');
        const from = step;
        const click = (): InteractionHandle | undefined => (select !== undefined ? mover.select(from, [select.options[0]?.value ?? ''], select.custom_id) : confirm ? mover.click(from, 'Confirm') : undefined);
        // half the time Confirm is clicked twice at once: the turn is played once
        const handles = [click(), ...(confirm && rng.chance(0.5) ? [click()] : [])].filter((h) => h !== undefined);
        if (handles.length === 0) break;
        const steps = await Promise.all(handles.map((handle) => settle({ actor: mover, channel: main, autocomplete: false, what: `${mover.name}'s turn step ${i}`, handle })));
        settled.push(...steps);
        const next = steps[0];
        step = next === undefined || confirm ? undefined : next.views[0];
        if (confirm) legitTurns += 1;
      }
      for (const s of settled) {
        for (const v of s.views) {
          remember(s.actor, v);
          const wrong = unreadable(v);
          if (wrong !== undefined) problem(`the answer to ${s.what} is ${wrong}: ${JSON.stringify(v.content.slice(0, 200))}`);
          // (an answer in a DM edits the DM, which only its reader sees)
          if (!v.ephemeral && channels.some((c) => c.id === v.channelId)) problem(`${s.what} was answered publicly: ${JSON.stringify(v.content.slice(0, 200))}`);
        }
        if (s.handle.callbackType() === undefined) problem(`${s.what} was never acknowledged`);
        for (const t of s.texts) {
          const key = t.replace(/#\d+/g, '#N').replace(/<@\d+>/g, '<@id>').replace(/\d+/g, 'N').slice(0, 60);
          answers.set(key, (answers.get(key) ?? 0) + 1);
        }
      }
      const changedChannels = await account(settled);
      const saidPublicly = settled.filter((s) => s.texts.some((t) => t.includes('The board is posted below') || t.startsWith('Saved.'))).map((s) => s.channel);
      if (changedChannels.length > 0 || saidPublicly.length > 0) {
        changes += changedChannels.length;
        await quiet();
      }
      const publicAfter = publicState();
      // the posts after a change may still be on their way (a board takes a while to draw on a busy machine):
      // a channel's public messages may change for a few seconds after a change to its game
      for (const c of [...changedChannels, ...saidPublicly]) settling.set(c.id, performance.now() + GRACE_MS);
      const allowed = new Set([...settling].filter(([, until]) => until > performance.now()).map(([id]) => id));
      for (const [id, state] of publicAfter) {
        if (publicBefore.get(id) === state) continue;
        const channelId = state.split(' ')[0] ?? '';
        const message = standIn.publicMessages({ id: channelId }).find((m) => m.id === id);
        if (!allowed.has(channelId)) problem(`a public message in ${channelId} changed with no change to its game after ${settled.map((s) => s.what).join(' | ')}: ${JSON.stringify(message?.content.slice(0, 160))}`);
        const wrong = message === undefined ? undefined : unreadable(message);
        if (wrong !== undefined) problem(`public message ${id} is ${wrong}`);
        const players = new Set(tracked.filter((t) => t.channel.id === channelId).flatMap((t) => prints.get(t.id)?.game.seats.flatMap((s) => s.discordUserId ?? []) ?? []));
        const pinged = message?.pinged.filter((u) => !players.has(u)) ?? [];
        if (publicBefore.get(id) === undefined && pinged.length > 0) problem(`public message ${id} pinged ${pinged.join(', ')}, not at the table`);
      }
      publicBefore = publicAfter;
    }
    const seconds = (performance.now() - started) / 1000;
    for (const untold of await trackNewGames()) problem(`game ${untold.id} was opened without its host being told`);
    const top = [...answers].sort((a, b) => b[1] - a[1]).slice(0, 15);
    console.log(`hostile inputs: ${inputs} in ${rounds} rounds, ${seconds.toFixed(1)} s (seed ${SEED}); ${legitTurns} turns played between them; ${changes} game change(s) accounted for`);
    console.log(top.map(([text, n]) => `${String(n).padStart(5)}  ${text}`).join('\n'));

    expect(problems).toEqual([]);
    expect(table.errors().map((l) => `${l.message} ${l.detail.split('\n')[0] ?? ''}`)).toEqual([]);
    expect(standIn.violations).toEqual([]);
    expect(legitTurns).toBeGreaterThan(0);
  });
});
