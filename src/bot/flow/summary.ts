/**
 * Turn summaries: what the mover did, then every change it caused, grouped by the borough it touched (changes a
 * rule ignored included, their cause saying why; star moves with the space reached), then what the turn's end
 * brought: bonus and challenge checks and the 1 More Round tile, and with the 5★ Star track the round end's gains and
 * losses and the new turn order. An undo says which turn was taken back and what it had revealed.
 */
import { awardById, borderById, describeChange, marketTile, requirementWords, rulesOf, starSpaceOf, tileById, type Change, type GameState, type Move, type Seat, type TileId, type TurnEvent } from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { seatName } from './game.ts';
import { listed } from './sets.ts';
import type { EmbedSpec } from './types.ts';

/** Discord's limit for an embed description. */
const DESCRIPTION_MAX = 4096;

const tileAt = (state: GameState, seat: Seat, at: { readonly q: number; readonly r: number }): string => {
  const placed = state.players[seat]?.borough.find((t) => t.at.q === at.q && t.at.r === at.r);
  if (placed === undefined) return 'a tile';
  return placed.faceDown === 'lake' ? 'a lake' : tileById(placed.tileId).name;
};

/** A placed border by its index in the seat's borders: "the Desert border", or "a Lake Border". */
const borderAt = (state: GameState, seat: Seat, index: number): string => {
  const placed = state.players[seat]?.borders?.[index];
  if (placed === undefined) return 'a border';
  return placed.faceDown === 'lake' ? 'a Lake Border' : `the ${borderById(placed.borderId).name} border`;
};

const paid = (changes: readonly Change[], seat: Seat): number =>
  -changes.filter((c) => c.seat === seat && c.stat === 'money' && c.cause.kind === 'cost').reduce((n, c) => n + c.delta, 0);

const removed = (before: GameState, slot: number | undefined): string =>
  slot === undefined ? '' : `, removing ${tileById(marketTile(before, slot) ?? '').name} from the market`;

/** "bought Office Building for $8", from the state before the move. */
export const actionWords = (before: GameState, move: Move, changes: readonly Change[]): string => {
  switch (move.kind) {
    case 'buy':
      return `bought ${tileById(marketTile(before, move.slot) ?? '').name} for $${paid(changes, move.seat)}${removed(before, move.extraDiscardSlot)}`;
    case 'lake':
      return `took ${tileById(marketTile(before, move.slot) ?? '').name} as a lake for $${paid(changes, move.seat)}${removed(before, move.extraDiscardSlot)}`;
    case 'basic':
      return `built a basic ${tileById(move.basic).name}${removed(before, move.discardSlot)}${removed(before, move.extraDiscardSlot)}`;
    case 'invest':
      return `invested in ${move.border === undefined ? tileAt(before, move.seat, move.at) : borderAt(before, move.seat, move.border)}${removed(before, move.discardSlot)}${removed(before, move.extraDiscardSlot)}`;
    case 'border':
      return `took the ${borderById(before.borderRow?.[move.index] ?? '').name} border for $${paid(changes, move.seat)}${removed(before, move.discardSlot)}${removed(before, move.extraDiscardSlot)}`;
    case 'lakeBorder':
      return `took a border face down as a Lake Border${removed(before, move.discardSlot)}${removed(before, move.extraDiscardSlot)}`;
    case 'redevelop': {
      const replacement = move.slot === undefined ? `a basic ${tileById(move.basic ?? '').name}` : tileById(marketTile(before, move.slot) ?? '').name;
      return `replaced a Redevelopment Planner with ${replacement}${removed(before, move.discardSlot)}${removed(before, move.extraDiscardSlot)}`;
    }
    case 'chooseGoal':
    case 'keepRandomGoal':
      return 'kept a secret goal';
    case 'undo':
      return 'took back their last turn';
  }
};

/**
 * A change in words; a star move on the 5★ Star track also names `space`, the space it reached: "+2 ★ → space 9
 * (Dollar Arcade: …)".
 */
const changeWords = (change: Change, space: number | undefined): string => {
  const words = describeChange(change);
  if (change.stat !== 'stars' || space === undefined || change.ignored === true) return words;
  const cut = words.indexOf(' (');
  return cut < 0 ? `${words} → space ${space}` : `${words.slice(0, cut)} → space ${space}${words.slice(cut)}`;
};

/** Whether a change is worth a line: it moved something, a rule ignored it, or a token found no room to move. */
export const isShown = (change: Change): boolean => change.delta !== 0 || change.ignored === true || (change.stat === 'stars' && (change.wanted ?? 0) > 0);

/**
 * Each change in words, in order; star moves name the space they reach, counted from each seat's space in `before`
 * (the state before the changes; nothing to count without the Star track).
 */
export const changesInWords = (changes: readonly Change[], before?: GameState): readonly string[] => {
  const spaces = new Map<Seat, number>();
  return changes.map((c) => {
    if (before?.starTrack === undefined || c.stat !== 'stars' || c.ignored === true) return describeChange(c);
    const space = (spaces.get(c.seat) ?? starSpaceOf(before, c.seat)) + c.delta;
    spaces.set(c.seat, space);
    return changeWords(c, space);
  });
};

/**
 * One line per change, grouped by seat in seat order, mover first. `before`: the state before the changes, whose Star
 * track the star moves count their spaces from.
 */
export const changeLines = (game: GameRecord, state: GameState, changes: readonly Change[], mover: Seat, before?: GameState): readonly string[] => {
  const words = changesInWords(changes, before);
  const seats = [...new Set([mover, ...changes.map((c) => c.seat)])];
  return seats.flatMap((seat) => {
    const mine = changes.flatMap((c, i) => (c.seat === seat && isShown(c) ? [`• ${words[i] ?? ''}`] : []));
    return mine.length === 0 ? [] : [`**${seatName(game, state, seat)}**`, ...mine];
  });
};

/** One line per turn event: who gained a bonus or challenge (or that nobody met it), the 1 More Round tile, a new turn order. */
export const eventLines = (game: GameRecord, state: GameState, events: readonly TurnEvent[]): readonly string[] =>
  events.map((event) => {
    if (event.kind === 'oneMoreRound') {
      return rulesOf(state.options).mode.endsAtOneMoreRound
        ? '• The **1 More Round** tile came up: the game ends now.'
        : '• The **1 More Round** tile came up: this round is finished, then one more full round is played.';
    }
    if (event.kind === 'turnOrder') return `• New turn order by the Star track: ${event.order.map((seat) => seatName(game, state, seat)).join(', ')}. ${seatName(game, state, event.order[0] ?? 0)} starts the next round.`;
    const tile = awardById(event.tileId);
    const reward = `+${tile.amount} ${event.award === 'bonus' ? 'income' : 'reputation'}`;
    const who = event.gainers.length === 0 ? 'nobody met it' : `${listed(event.gainers.map((seat) => seatName(game, state, seat)))} ${event.gainers.length === 1 ? 'gains' : 'gain'} ${reward}`;
    return `• The **${tile.name}** (${requirementWords(tile.requirement)}) was checked: ${who}. It leaves the game.`;
  });

const fit = (lines: readonly string[]): string => {
  const out: string[] = [];
  let length = 0;
  for (const line of lines) {
    if (length + line.length + 1 > DESCRIPTION_MAX - 40) {
      out.push(`… and ${lines.length - out.length} more lines`);
      break;
    }
    out.push(line);
    length += line.length + 1;
  }
  return out.join('\n');
};

const marketTiles = (state: GameState): readonly TileId[] => state.market.map((entry) => entry.tileId);

/** The tiles in the market before an undo that are not there after it: those the undone turn revealed. */
const revealed = (before: GameState, after: GameState): readonly TileId[] => {
  const left = [...marketTiles(after)];
  return marketTiles(before).filter((tile) => {
    const i = left.indexOf(tile);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
};

/** An undo: the board is as before the turn, which is the mover's again; the tiles it revealed stay seen. */
const undoEmbed = (game: GameRecord, before: GameState, after: GameState, seat: Seat): EmbedSpec => {
  const seen = revealed(before, after).map((tile) => tileById(tile).name);
  return {
    title: `Round ${after.round}: ${seatName(game, after, seat)} ${actionWords(before, { kind: 'undo', seat }, [])}`.slice(0, 256),
    description: [
      'The board is as it was before that turn, and it is their turn again.',
      seen.length === 0
        ? 'The market tile revealed by that turn goes back on its stack, but everyone has seen it.'
        : `${seen.join(', ')}, revealed in the market by that turn, ${seen.length === 1 ? 'goes' : 'go'} back on the stack, but everyone has seen ${seen.length === 1 ? 'it' : 'them'}.`,
    ].join('\n'),
  };
};

/**
 * The 5★ Star track's end of the round, which comes last in a turn's changes and events (decision 17): the gains and
 * losses of the most and fewest stars, with what they set off (red lines), then the new turn order.
 */
const roundEndLines = (game: GameRecord, after: GameState, round: number, changes: readonly Change[], events: readonly TurnEvent[], mover: Seat): readonly string[] => {
  const order = eventLines(game, after, events.filter((e) => e.kind === 'turnOrder'));
  const lines = [...changeLines(game, after, changes, mover), ...order];
  return lines.length === 0 ? [] : [`**At the end of round ${round}: the Star track**`, ...lines];
};

/** The embed describing one applied move: its title names the mover and the action. */
export const summaryEmbed = (game: GameRecord, before: GameState, after: GameState, move: Move, changes: readonly Change[], events: readonly TurnEvent[]): EmbedSpec => {
  if (move.kind === 'undo') return undoEmbed(game, before, after, move.seat);
  const mover = 'seat' in move ? move.seat : before.toMove;
  const title = `Round ${before.round}: ${seatName(game, after, mover)} ${actionWords(before, move, changes)}`.slice(0, 256);
  // the round end's changes follow every change of the turn (turn-end.ts)
  const roundEnd = changes.findIndex((c) => c.cause.kind === 'starRound');
  const turnChanges = roundEnd < 0 ? changes : changes.slice(0, roundEnd);
  const happened = eventLines(game, after, events.filter((e) => e.kind !== 'turnOrder'));
  const lines = [
    ...changeLines(game, after, turnChanges, mover, before),
    ...(happened.length === 0 ? [] : ['**At the end of the turn**', ...happened]),
    ...roundEndLines(game, after, before.round, roundEnd < 0 ? [] : changes.slice(roundEnd), events, mover),
  ];
  return { title, description: lines.length === 0 ? 'Nothing else changed.' : fit(lines) };
};
