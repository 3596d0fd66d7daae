/** Short human text for a change, e.g. "+2 income (Office Building: per adjacent commercial)". */
import type { Change } from './moves.ts';
import { tileById } from './tiles/index.ts';

const STAT_WORDS = { money: '$', income: 'income', reputation: 'reputation', population: 'population' } as const;

const amount = (change: Change): string => {
  const sign = change.delta > 0 ? '+' : change.delta < 0 ? '−' : '±';
  const size = Math.abs(change.delta);
  return change.stat === 'money' ? `${sign}$${size}` : `${sign}${size} ${STAT_WORDS[change.stat]}`;
};

const who = (change: Change): string => {
  const { cause } = change;
  if (cause.kind === 'lake') return 'Lake';
  return cause.tileId === undefined ? '' : tileById(cause.tileId).name;
};

export const describeChange = (change: Change): string => {
  const name = who(change);
  const capped = change.wanted !== undefined ? `, capped from ${change.wanted > 0 ? '+' : ''}${change.wanted}` : '';
  const why = name === '' ? change.cause.text : `${name}: ${change.cause.text}`;
  return `${amount(change)} (${why}${capped})`;
};
