/** Short phrases for the rule behind a change, e.g. "per adjacent commercial tile". */
import type { Effect, Match } from './vocabulary.ts';

const ICON_WORDS: Readonly<Record<string, string>> = { carDealership: 'car dealership' };

const matchWords = (match: Match): string => {
  const words = [...(match.categories ?? []), ...(match.icons ?? []).map((i) => ICON_WORDS[i] ?? i)];
  if (words.length === 4 && match.icons === undefined) return 'building';
  return words.join('/');
};

export const effectText = (effect: Effect): string => {
  switch (effect.kind) {
    case 'perRedLineCrossed':
      return 'per red line crossed';
    case 'perLakefrontBuilding':
      return 'per building next to a lake';
    case 'perTile': {
      const what = matchWords(effect.match);
      const later = effect.laterOnly === true ? ' built later' : '';
      switch (effect.scope) {
        case 'adjacent':
          return `per adjacent ${what}`;
        case 'own':
          return `per ${what} of yours`;
        case 'every':
          return `per ${what}${later} anywhere`;
        case 'others':
          return `per ${what} in other boroughs`;
      }
    }
  }
};
