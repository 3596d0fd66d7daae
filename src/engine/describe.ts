/** Short human text for a change, e.g. "+2 income (Office Building: per adjacent commercial)". */
import type { Change } from './moves.ts';
import { awardById } from './awards.ts';
import { borderById, tileById } from './tiles/index.ts';

const STAT_WORDS = { money: '$', income: 'income', reputation: 'reputation', population: 'population', stars: '★' } as const;

/** What moved; a change a rule ignored shows what was asked (its cause says why). */
const amount = (change: Change): string => {
  const shown = change.ignored === true && change.wanted !== undefined ? change.wanted : change.delta;
  const sign = shown > 0 ? '+' : shown < 0 ? '−' : '±';
  const size = Math.abs(shown);
  return change.stat === 'money' ? `${sign}$${size}` : `${sign}${size} ${STAT_WORDS[change.stat]}`;
};

const who = (change: Change): string => {
  const { cause } = change;
  // a border's effect or price (Suburbia Inc); a Lake Border's name stays unknown (R36)
  if (cause.borderId !== undefined) return cause.borderId === '' ? 'Lake Border' : borderById(cause.borderId).name;
  if (cause.kind === 'lake') return 'Lake';
  if (cause.kind === 'bonus' || cause.kind === 'challenge') return cause.tileId === undefined ? '' : awardById(cause.tileId).name;
  return cause.tileId === undefined ? '' : tileById(cause.tileId).name;
};

export const describeChange = (change: Change): string => {
  const name = who(change);
  const capped = change.wanted !== undefined && change.ignored !== true ? `, capped from ${change.wanted > 0 ? '+' : ''}${change.wanted}` : '';
  const why = name === '' ? change.cause.text : `${name}: ${change.cause.text}`;
  return `${amount(change)} (${why}${capped})`;
};
