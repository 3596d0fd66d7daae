import type { HelpPage, HelpTopic } from '../help-topics.ts';
import { EXPANSION_PAGES } from './expansion-pages.ts';

/** The text of each `/suburbia help` page (base rules: rulebook "Gameplay", "Game End", "Final Scoring"; the expansions' pages from data). */
export const HELP_PAGES: Readonly<Record<HelpTopic, HelpPage>> = {
  ...EXPANSION_PAGES,
  overview: {
    label: 'How to play',
    title: 'Suburbia, play-by-post',
    text: [
      'Each player grows a borough from a small town into a metropolis by adding hexagonal tiles. The player with the highest **population** at the end wins.',
      'Your **income** pays you money every turn; your **reputation** moves your population every turn. Tiles change both, for you and sometimes for the other boroughs.',
      'Every player keeps one **secret goal**, chosen from two at the start; three public goals are open to everyone.',
      'The game runs in this channel: when it is your turn you are pinged once, and you play through the buttons on the turn message. Take your time: turns can span days.',
    ].join('\n\n'),
  },
  turn: {
    label: 'Your turn',
    title: 'A turn, in order',
    text: [
      '1. **Take and place one tile, or invest.** Buy a tile from the real estate market (its price plus the surcharge above its slot), or a basic tile (Suburb, Community Park, Heavy Factory; then you must also remove one market tile, paying its surcharge), or take a market tile as a **lake** (pay only the surcharge; $2 per adjacent non-lake tile). A tile must touch your borough. Investing pays a tile\'s price again and doubles its effects (then you also remove one market tile).',
      '2. **Collect or pay money** by your income.',
      '3. **Adjust population** by your reputation. Crossing a red line lowers income and reputation by 1 each.',
      '4. **Refill the market** from the current stack.',
      'Income and reputation stay between -5 and 15.',
    ].join('\n'),
  },
  scoring: {
    label: 'Scoring',
    title: 'End of the game and scoring',
    text: [
      'When the **1 More Round** tile appears, the round is finished and one more full round is played, so everyone has the same number of turns.',
      'Then each public goal, and each secret goal for its owner alone, gives its population bonus to the single player who achieves it (a tie gives it to nobody). Finally every $5 becomes 1 population. Red lines are ignored during final scoring.',
      'Ties are broken by reputation, then income, then money.',
    ].join('\n\n'),
  },
  solo: {
    label: 'Solo',
    title: 'Solo games',
    text: [
      '**Dale the Bot**: you play against Dale, who buys the most expensive market tile each turn but pays only $3 for it.',
      '**Lone Architect**: you play alone, aiming for the best population you can reach; you also remove an extra market tile each turn.',
      'Start either with `/suburbia new` and its solo mode option. Both play with any mix of expansions: name them in `sets` (e.g. `/suburbia new players:1 solo:dale sets:nightlife, essen`), since a solo game starts at once. Dale never buys a tile with a negative population effect or with no legal spot in his borough, and he always gains the bonus and challenge tiles.',
    ].join('\n\n'),
  },
  commands: {
    label: 'Commands',
    title: 'Using the bot',
    text: [
      '`/suburbia new`: open a game in this channel or thread (players 1-5; solo mode Lone Architect or Dale the Bot; turn deadline and reminder hours; whether a passed deadline plays the turn automatically; `sets`: the expansions, e.g. `nightlife, con, essen`; `bots`: bot seats beside you, one strength each, e.g. `easy, hard`). `players` is the number of seats: others press **Join** to take the next empty one, and the host may seat a bot there instead (the **Add a bot** menu: easy, normal or hard) or empty the last bot seat (**Remove bot**). The host presses **Start** once every seat is filled, and may change the sets in the lobby\'s menu until then (a solo game starts at once, so its sets come only from `sets`). One unfinished game per channel.',
      'When the game starts, press **Choose your secret goal** (or use the buttons in your DMs) and keep one of your two offers.',
      'On your turn press **Take your turn** under the board: choose a tile or action, then a spot (each spot shows what it would do), a market tile to remove when the rules ask, and confirm. Only you see these steps.',
      '`/suburbia status`: post the board again and say whose turn it is. `/suburbia board [player]`: one borough, large. `/suburbia goal`: your secret goal. `/suburbia tile <name>`: a tile card. `/suburbia log`: the recent turns. `/suburbia games`: your unfinished games on this server. `/suburbia history`: the server\'s recently finished games (winner, sets, date, a link to the final results). `/suburbia export`: the record of the last game that ended in this channel, a file that replays offline (not while a game is going: it would show the stacks and every secret goal). `/suburbia stats [user]`: a player\'s record on this server (games played and finished, wins, final population, time to move, sets, their rating; solo titles and Dale games apart). `/suburbia leaderboard`: the server\'s players by rating, over finished games with two or more people (bot seats are not rated); the final results of a rated game show each person\'s change.',
      'When a game is over, any of its players may press **Rematch** under the final results: they host a new lobby with the same seats, sets, timings and bots (a solo game starts again at once). It works until another game is opened in the channel.',
      '`/suburbia undo`: take back your own last turn while the next player has not acted yet (the tile it revealed in the market goes back, but everyone has seen it).',
      'Deadlines: the player to move is reminded once per reminder interval (a few times at most), then the host is asked to act. When a turn deadline passes, the built-in player plays that turn, as the game is set up to do.',
      'For the host: `/suburbia skip` (after the turn deadline: the built-in player plays that turn), `/suburbia kick <player>` (the normal built-in player takes the seat for the rest of the game), `/suburbia replace <user> [player | seat]` (hand a seat, a person\'s or a bot\'s, to someone else; any player may hand over their own), `/suburbia abandon` (end the game; any other player proposes it instead, with a **Vote to abandon** button: each player\'s vote counts once, and a majority of the players ends the game), `/suburbia settings [deadline] [reminder] [autoskip]` (anyone sees them; the host changes them), `/suburbia pause [days]` (1-7 days, 3 unless you say; 14 days per game in all: no moves, bot moves, reminders or deadlines until then, and it resumes by itself when the time is up), `/suburbia resume` (resume a paused game now; the turn gets a fresh deadline). Seats never disappear.',
      '`/suburbia help`: this guide. Use the buttons below to switch pages.',
      'Private information (your secret goal, your choices during a turn) is only ever shown to you, in messages only you can see.',
    ].join('\n\n'),
  },
};
