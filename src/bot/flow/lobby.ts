/** `/suburbia new`, the lobby's Join / Leave / Start, and the start of a game. */
import { newGame, rulesVersionFor, SOLO_MODES, type SoloMode } from '../../engine/index.ts';
import type { GameRecord, Json, NewSeat } from '../../store/types.ts';
import { missingPermissions } from '../permissions.ts';
import { goalOfferDms, startMessage } from './goals.ts';
import { engineOptions, gameTitle, messageLink, optionsWithSets, seatLabel, storedOptions, type StoredOptions } from './game.ts';
import { parseBots } from './lobby-bots.ts';
import { lobbyEdit, lobbyMessage, readyToStart } from './lobby-message.ts';
import { HOURS, HOURS_RULE, PLAYERS, wholeNumber } from './option-limits.ts';
import { announce } from './play.ts';
import { privately } from './replies.ts';
import { chosenSets, parseSets, setNames, setsLines } from './sets.ts';
import { DEFAULT_DEADLINE_HOURS, DEFAULT_REMINDER_HOURS } from '../scheduler/settings.ts';
import { goalDeadlineJob } from '../scheduler/turn-jobs.ts';
import { nextJobs, wakeForBots } from '../scheduler/next-jobs.ts';
import type { Actor, CommandEvent, ComponentEvent, Effect, FlowDeps, MessageSpec, Place } from './types.ts';

type ParsedNew = { readonly ok: true; readonly options: StoredOptions; readonly bots: readonly NewSeat[] } | { readonly ok: false; readonly why: string };

/** The options of `/suburbia new`, each checked against its bounds (src/bot/flow/option-limits.ts) whatever the client sent. */
const parseNew = (event: CommandEvent): ParsedNew => {
  const given = event.options;
  const players = given['players'] === undefined ? 2 : wholeNumber(given['players'], PLAYERS);
  if (players === undefined) return { ok: false, why: `A game has ${PLAYERS.min} to ${PLAYERS.max} players. Nothing was changed.` };
  const soloText = given['solo'];
  const solo = (SOLO_MODES as readonly unknown[]).includes(soloText) ? (soloText as SoloMode) : undefined;
  if (soloText !== undefined && solo === undefined) return { ok: false, why: 'The solo modes are Lone Architect and Dale the Bot. Nothing was changed.' };
  const setsText = given['sets'];
  if (setsText !== undefined && typeof setsText !== 'string') return { ok: false, why: '`sets` is a list of set names. Nothing was changed.' };
  const sets = parseSets(setsText ?? '');
  if (!sets.ok) return sets;
  if (players > 1 && solo !== undefined) return { ok: false, why: 'The solo modes are for 1 player: leave out `solo`, or set `players` to 1.' };
  const deadlineHours = given['deadline'] === undefined ? DEFAULT_DEADLINE_HOURS : wholeNumber(given['deadline'], HOURS);
  const reminderHours = given['reminder'] === undefined ? DEFAULT_REMINDER_HOURS : wholeNumber(given['reminder'], HOURS);
  if (deadlineHours === undefined || reminderHours === undefined) return { ok: false, why: HOURS_RULE };
  const autoSkip = given['autoskip'];
  if (autoSkip !== undefined && typeof autoSkip !== 'boolean') return { ok: false, why: '`autoskip` is yes or no. Nothing was changed.' };
  const bots = parseBots(given['bots'], players);
  if (!bots.ok) return bots;
  // A 1-player game without a chosen mode is the Lone Architect (R14; alternative: refuse and ask for a mode).
  const mode = players === 1 ? (solo ?? 'architect') : undefined;
  return {
    ok: true,
    bots: bots.seats,
    options: { players, ...(mode === undefined ? {} : { solo: mode }), ...(sets.sets.length === 0 ? {} : { sets: sets.sets }), deadlineHours, reminderHours, ...(autoSkip === undefined ? {} : { autoSkip }) },
  };
};

/**
 * Starts a full lobby: the engine's first state with its first jobs (the goal deadline, or the first turn's
 * reminder and deadline, and bot seats' first decisions) in one transaction, the start post and goal offers by DM. The game
 * starts under the rules version its options call for, whatever the lobby recorded (a lobby opened before the
 * sets existed, or one whose options changed since).
 */
export const startGame = async (deps: FlowDeps, game: GameRecord): Promise<{ readonly ok: true; readonly effects: readonly Effect[] } | { readonly ok: false; readonly why: string }> => {
  const options = engineOptions(storedOptions(game));
  const state = newGame(options, game.seed);
  const started = await deps.store.startGame({
    gameId: game.id,
    expectedVersion: game.version,
    state: state as unknown as Json,
    rulesVersion: rulesVersionFor(options),
    // the first turn's reminder and deadline, or the goal deadline; bot seats' first decisions (src/bot/scheduler)
    jobs: (at) => [...(state.phase === 'goals' ? [goalDeadlineJob(at)] : []), ...nextJobs(at, state).jobs],
  });
  if (!started.ok) return { ok: false, why: started.reason === 'stale-version' ? 'The lobby changed meanwhile; look again and retry.' : 'This game has already started.' };
  const first = { game: started.game, state };
  wakeForBots(deps, nextJobs(first.game, state));
  if (state.phase !== 'goals') {
    const sets = options.sets === undefined ? '' : `${setsLines(options, state).join(' ')}\n`;
    return { ok: true, effects: await announce(deps.store, first, [], `**${gameTitle(game)}** begins! ${sets}`) };
  }
  const effects: Effect[] = [];
  effects.push({ kind: 'post', channelId: game.channelId, message: startMessage(first.game, state), live: { gameId: game.id, version: first.game.version } });
  effects.push(...(await goalOfferDms(deps.store, first.game, state)));
  return { ok: true, effects };
};

export const newCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const { place, actor } = event;
  if (place.guildId === undefined) return privately('Games are played in server channels; run `/suburbia new` there.');
  const missing = missingPermissions(event.appPermissions, place.parentChannelId !== undefined);
  if (missing.length > 0) {
    return privately(
      `I cannot run a game here: I am missing ${missing.map((p) => `**${p.name}** (${p.why})`).join(', ')}. Ask a moderator to grant ${missing.length === 1 ? 'it' : 'them'} to me in this channel, or start the game in another channel.`,
    );
  }
  const parsed = parseNew(event);
  if (!parsed.ok) return privately(parsed.why);
  return openGame(deps, { place: { ...place, guildId: place.guildId }, host: actor, options: parsed.options, bots: parsed.bots });
};

/** A game to open: where, its host (who takes the first seat), its options and its bot seats (after the host). */
export type Opening = {
  readonly place: Place & { readonly guildId: string };
  readonly host: Actor;
  readonly options: StoredOptions;
  readonly bots: readonly NewSeat[];
  /** the finished game this one is a rematch of, and its other players, whom the lobby invites */
  readonly rematchOf?: { readonly game: GameRecord; readonly invited: readonly string[] };
};

/** A rematch's lobby names the game it follows and pings its other players once, when it is posted. */
const invitation = (lobby: MessageSpec, rematchOf: Opening['rematchOf']): MessageSpec => {
  if (rematchOf === undefined || rematchOf.invited.length === 0) return lobby;
  const mentions = rematchOf.invited.map((id) => `<@${id}>`).join(' ');
  return { ...lobby, content: `Rematch of **${gameTitle(rematchOf.game)}**: ${mentions}, press Join to take a seat.\n${lobby.content}`, ping: rematchOf.invited };
};

/**
 * The channel's game before `game`: when it finished, its final results lose their Rematch button, since another
 * game has now started in the channel (a press on it is refused all the same, src/bot/flow/rematch.ts).
 */
const retireRematch = async (deps: FlowDeps, game: GameRecord): Promise<readonly Effect[]> => {
  const previous = await deps.store.newestGameInChannel(game.channelId, game.id);
  return previous?.status === 'finished' && previous.resultsMessageId !== undefined ? [{ kind: 'disable', channelId: previous.channelId, messageId: previous.resultsMessageId }] : [];
};

/**
 * Opens a game: a solo game starts at once, any other opens its lobby. Refused, with a link, while the channel has
 * an unfinished game: the store keeps one per channel, so of two openings at once only one succeeds.
 */
export const openGame = async (deps: FlowDeps, opening: Opening): Promise<readonly Effect[]> => {
  const { place, host, options, bots, rematchOf } = opening;
  const created = await deps.store.createGame({
    guildId: place.guildId,
    channelId: place.channelId,
    parentChannelId: place.parentChannelId,
    hostUserId: host.userId,
    options: options as unknown as Json,
    seed: deps.newSeed(),
    rulesVersion: rulesVersionFor(engineOptions(options)),
    seats: [{ kind: 'human', discordUserId: host.userId, displayName: host.displayName }, ...bots],
  });
  if (!created.ok) {
    const busy = created.reason === 'channel-busy' ? await deps.store.loadById(created.gameId) : undefined;
    return privately(busy === undefined ? 'I could not open a game here.' : busyChannel(busy));
  }
  const game = created.game;
  const retired = await retireRematch(deps, game);
  // an apposition: "**Suburbia #8**, the rematch of **Suburbia #7**", closed by the sentence's own punctuation
  const of = rematchOf === undefined ? '' : `, the rematch of **${gameTitle(rematchOf.game)}**`;
  if (options.players === 1) {
    const started = await startGame(deps, game);
    if (!started.ok) return privately(started.why);
    const sets = options.sets === undefined ? '' : ` with ${setNames(options.sets)}`;
    return [{ kind: 'answer', message: { content: `Your solo game **${gameTitle(game)}**${of}${of === '' ? '' : ','} has started below${sets}.` } }, ...started.effects, ...retired];
  }
  const waiting = readyToStart(game) ? 'its seats are filled: press Start when you are ready' : `it starts once its ${options.players} seats are filled (by players who join, or bots you add) and you press Start`;
  return [
    { kind: 'answer', message: { content: `You opened the lobby of **${gameTitle(game)}**${of}; ${waiting}.` } },
    { kind: 'post', channelId: place.channelId, message: invitation(lobbyMessage(game), rematchOf), live: { gameId: game.id, version: game.version } },
    ...retired,
  ];
};

/** The refusal while the channel has an unfinished game, with a link to it. */
export const busyChannel = (busy: GameRecord): string =>
  `This channel already has an unfinished game, **${gameTitle(busy)}** (${messageLink(busy)}). One game per channel: finish that one, or start a new game in another channel or thread.`;

/**
 * The lobby's menu of sets: the host's choice replaces the sets in play, and the rules version follows them. It is
 * answered privately and shown on the lobby message; others are refused, and a choice made on an older view of the
 * lobby (another version) changes nothing.
 */
export const setsChoice = async (deps: FlowDeps, event: ComponentEvent & { readonly id: { readonly kind: 'sets'; readonly v: number } }, game: GameRecord): Promise<readonly Effect[]> => {
  if (game.status !== 'lobby') return privately(`**${gameTitle(game)}** has already started; its sets are fixed.`);
  if (event.actor.userId !== game.hostUserId) return privately('Only the host chooses the sets; nothing was changed.');
  const sets = chosenSets(event.values);
  if (sets === undefined) return privately('That choice is not on offer; nothing was changed.');
  const stale = `The lobby of **${gameTitle(game)}** changed since that menu was shown; nothing was changed. Choose again in the lobby as it is now.`;
  if (event.id.v !== game.version) return privately(stale);
  const chosen = sets.length === 0 ? 'no sets: the base game' : setNames(sets);
  // the sets already chosen, chosen again: nothing to save, so the lobby keeps its version and its open menus
  if ((storedOptions(game).sets ?? []).join(',') === sets.join(',')) return privately(`**${gameTitle(game)}** is already to be played with ${chosen}; nothing was changed.`);
  const options = optionsWithSets(game, sets);
  const changed = await deps.store.setLobbyOptions({ gameId: game.id, expectedVersion: event.id.v, options, rulesVersion: rulesVersionFor(engineOptions(storedOptions({ options }))) });
  if (!changed.ok) return privately(changed.reason === 'stale-version' ? stale : `**${gameTitle(game)}** has already started; its sets are fixed.`);
  return [...lobbyEdit(event, game, lobbyMessage(changed.game)), ...privately(`**${gameTitle(game)}** will be played with ${chosen}.`)];
};

/**
 * Join, Leave and Start: answered privately (a refusal changes nothing); a change is shown on the lobby message,
 * edited before the answer so that the clicker sees it there once answered.
 */
export const lobbyClick = async (deps: FlowDeps, event: ComponentEvent & { readonly id: { readonly kind: 'lobby' } }, game: GameRecord): Promise<readonly Effect[]> => {
  if (game.status !== 'lobby') return privately(`**${gameTitle(game)}** has already started.`);
  const options = storedOptions(game);
  const { actor } = event;
  switch (event.id.act) {
    case 'join': {
      const joined = await deps.store.addSeat(game.id, { kind: 'human', discordUserId: actor.userId, displayName: actor.displayName }, { maxSeats: options.players });
      if (!joined.ok) return privately(joined.reason === 'already-seated' ? 'You already have a seat at this table.' : joined.reason === 'table-full' ? 'The table is full.' : 'The lobby has closed.');
      const full = joined.game.seats.length >= options.players ? ' The table is full: the host can start.' : '';
      return [...lobbyEdit(event, game, lobbyMessage(joined.game)), ...privately(`You joined **${gameTitle(game)}** (seat ${joined.game.seats.length} of ${options.players}).${full}`)];
    }
    case 'leave': {
      if (actor.userId === game.hostUserId) return privately('You are the host: the lobby stays open until you start it.');
      const left = await deps.store.removeSeat(game.id, actor.userId);
      if (!left.ok) return privately(left.reason === 'not-seated' ? 'You do not have a seat at this table.' : 'The lobby has closed.');
      return [...lobbyEdit(event, game, lobbyMessage(left.game)), ...privately(`You left **${gameTitle(game)}**.`)];
    }
    case 'start': {
      if (actor.userId !== game.hostUserId) return privately('Only the host can start the game.');
      if (!readyToStart(game)) {
        return privately(
          game.seats.length < options.players
            ? `The game has ${options.players} seats; ${game.seats.length} are filled. Wait for players to join, or add bots.`
            : "At least one seat must be a person's; nothing was changed.",
        );
      }
      const started = await startGame(deps, game);
      if (!started.ok) return privately(started.why);
      const fresh = (await deps.store.loadById(game.id)) ?? game;
      const seats = fresh.seats.map(seatLabel).join(', ');
      const notice = `**${gameTitle(fresh)}** has started with ${seats}: see below.`;
      return [...lobbyEdit(event, game, { content: notice, rows: [] }), ...privately(notice), ...started.effects];
    }
  }
};
