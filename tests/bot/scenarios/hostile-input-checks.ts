/**
 * The checks of the hostile-input test: every change to a game accounted for by what the people it belongs to
 * were told, and every message readable.
 */
import type { GameRecord } from '../../../src/store/types.ts';
import type { MessageView } from '../../standin/views.ts';

/** What the store holds of a game between two rounds of inputs. */
export type Fingerprint = { readonly game: GameRecord; readonly votes: readonly string[]; readonly moves: readonly { readonly kind: string; readonly seat?: number }[] };
/** Everything one interaction of a round was told, and by whom it was sent. */
export type Told = { readonly userId: string; readonly texts: readonly string[] };

export const title = (id: number): string => `**Suburbia #${id}**`;

const TURN_MOVES = ['buy', 'lake', 'basic', 'invest'];
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Words no generated input contains: in an answer they are the bot's own broken text. */
const BROKEN = ['undefined', 'NaN', '[object', 'Error:', '    at '];

/** What is wrong with a message a person reads, if anything. */
export const unreadable = (m: MessageView): string | undefined => {
  if (m.loading) return 'left "thinking"';
  if (m.content === '' && m.embeds.length === 0 && m.attachments.length === 0) return 'empty';
  if (m.content.length > 2000) return `${m.content.length} characters`;
  const broken = BROKEN.find((w) => m.allText.includes(w));
  if (broken !== undefined) return `contains "${broken}"`;
  if (LONE_SURROGATE.test(m.allText)) return 'contains a broken character (a lone surrogate)';
  return undefined;
};

export const changedAtAll = (before: Fingerprint, after: Fingerprint): boolean =>
  after.game.version !== before.game.version ||
  after.game.status !== before.game.status ||
  after.votes.length !== before.votes.length ||
  JSON.stringify(after.game.options) !== JSON.stringify(before.game.options);

/**
 * What no answer accounts for in the change of game `gameId` from `before` to `after`: each move by the seat of
 * someone told it was played, each vote by someone told it was counted, each seat taken or left by someone told
 * so, the status and the settings changed only as someone was told, and the version grown by exactly as many
 * changes. A success someone was told of must have happened, too.
 */
export const unexplainedChanges = (gameId: number, before: Fingerprint, after: Fingerprint, told: readonly Told[]): readonly string[] => {
  const problems: string[] = [];
  const saidBy = (user: string | undefined, test: (text: string) => boolean): number => told.filter((s) => s.userId === user).flatMap((s) => s.texts).filter(test).length;
  const g = title(gameId);
  const where = `game ${gameId}`;
  const userAt = (seat: number | undefined): string | undefined => (seat === undefined ? undefined : after.game.seats[seat]?.discordUserId);
  let bumps = 0;
  const added = after.moves.slice(before.moves.length);
  if (after.moves.length < before.moves.length) problems.push(`${where}: moves disappeared from the log`);
  const expected = new Map<string, number>();
  for (const move of added) {
    const key = `${userAt(move.seat)} ${TURN_MOVES.includes(move.kind) ? 'turn' : move.kind}`;
    expected.set(key, (expected.get(key) ?? 0) + 1);
    bumps += 1;
  }
  const claims = (user: string | undefined): Readonly<Record<string, number>> => ({
    turn: saidBy(user, (x) => x.startsWith(`Done: your turn in ${g}`)),
    chooseGoal: saidBy(user, (x) => x.startsWith('You keep ')),
    undo: saidBy(user, (x) => x.startsWith(`You took back your last turn in ${g}`)),
  });
  for (const user of new Set([...told.map((s) => s.userId), ...after.game.seats.flatMap((s) => s.discordUserId ?? [])])) {
    for (const [kind, claimed] of Object.entries(claims(user))) {
      // "You keep" names no game: a player of two games may keep a goal in the other
      const made = expected.get(`${user} ${kind}`) ?? 0;
      if (kind === 'chooseGoal' ? made > claimed : made !== claimed) problems.push(`${where}: ${made} ${kind} move(s) by ${user}, ${claimed} answer(s) saying so`);
    }
  }
  for (const [key, n] of expected) if (!['turn', 'chooseGoal', 'undo'].includes(key.split(' ')[1] ?? '')) problems.push(`${where}: ${n} unexpected ${key} move(s)`);
  const newVotes = after.votes.filter((v) => !before.votes.includes(v));
  if (before.votes.some((v) => !after.votes.includes(v))) problems.push(`${where}: a vote disappeared`);
  for (const voter of newVotes) {
    if (saidBy(voter, (x) => x.includes(g) && /^(Your vote to abandon|Your proposal to abandon|Your vote decided it)/.test(x)) !== 1) problems.push(`${where}: a vote by ${voter} nobody was told of`);
  }
  for (const s of told) for (const x of s.texts) if (x.startsWith(`Your vote to abandon ${g} is counted`) && !newVotes.includes(s.userId)) problems.push(`${where}: "${x}" without a new vote`);
  const seatsBefore = before.game.seats.flatMap((s) => s.discordUserId ?? []);
  const seatsAfter = after.game.seats.flatMap((s) => s.discordUserId ?? []);
  // a lobby's bot seats are the host's: each one added or removed is a change the host was told of
  const botName = (seat: GameRecord['seats'][number]): string => `${seat.displayName} (${seat.strength})`;
  const botsBefore = before.game.seats.filter((s) => s.kind === 'bot');
  const botsAfter = after.game.seats.filter((s) => s.kind === 'bot');
  for (const bot of botsAfter.filter((b) => !botsBefore.some((o) => botName(o) === botName(b)))) {
    bumps += 1;
    if (saidBy(after.game.hostUserId, (x) => x.startsWith(`**${botName(bot)}** takes seat ${bot.order + 1} of`) && x.includes(g)) !== 1) problems.push(`${where}: ${botName(bot)} seated unasked`);
  }
  for (const bot of botsBefore.filter((b) => !botsAfter.some((o) => botName(o) === botName(b)))) {
    bumps += 1;
    if (saidBy(after.game.hostUserId, (x) => x === `**${botName(bot)}** left seat ${bot.order + 1} of ${g}.`) !== 1) problems.push(`${where}: ${botName(bot)} removed unasked`);
  }
  for (const joined of seatsAfter.filter((u) => !seatsBefore.includes(u))) {
    bumps += 1;
    if (saidBy(joined, (x) => x.startsWith(`You joined ${g}`)) !== 1) problems.push(`${where}: ${joined} got a seat unasked`);
  }
  for (const left of seatsBefore.filter((u) => !seatsAfter.includes(u))) {
    bumps += 1;
    if (saidBy(left, (x) => x === `You left ${g}.`) !== 1) problems.push(`${where}: ${left} lost a seat unasked`);
  }
  if (JSON.stringify(after.game.seats.map((s) => [s.kind, s.displayName]).sort()) !== JSON.stringify(before.game.seats.map((s) => [s.kind, s.displayName]).sort()) && after.game.seats.length === before.game.seats.length) {
    problems.push(`${where}: seats changed hands`);
  }
  if (after.game.status !== before.game.status) {
    bumps += 1;
    const host = after.game.hostUserId;
    const why =
      before.game.status === 'lobby' && after.game.status === 'playing'
        ? saidBy(host, (x) => x.includes(`${g} has started with`))
        : after.game.status === 'abandoned'
          ? told.flatMap((s) => s.texts).filter((x) => x === `Your vote decided it: ${g} is abandoned.`).length
          : 0;
    if (why !== 1) problems.push(`${where}: ${before.game.status} → ${after.game.status} unexplained`);
  }
  if (JSON.stringify(after.game.options) !== JSON.stringify(before.game.options)) {
    // the host's settings are saved in place; the host's choice of sets in a lobby is a new version of the lobby
    const sets = saidBy(after.game.hostUserId, (x) => x.startsWith(`${g} will be played with`));
    bumps += sets;
    // two settings commands of one batch may both be saved (the later one wins): at least one must have been
    const saved = saidBy(after.game.hostUserId, (x) => x.startsWith('Saved.'));
    if (saved + sets < 1) problems.push(`${where}: settings changed unasked`);
  }
  if (after.game.version - before.game.version !== bumps) problems.push(`${where}: version ${before.game.version} → ${after.game.version} for ${bumps} change(s)`);
  return problems;
};
