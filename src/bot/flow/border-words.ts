/** A border's effect in words, as the tiles' text writes them (Suburbia Inc; decision 18). */
import { borderById, tileText } from '../../engine/index.ts';

/** "+2 reputation; +2 income per adjacent industrial or residential tile": "adjacent" is a tile in one of its 4 slots. */
export const borderText = (borderId: string): string => {
  const b = borderById(borderId);
  const text = tileText({ id: b.id, name: b.name, stack: 'A', copies: 1, cost: b.cost, immediate: b.immediate, effects: b.effects });
  return b.placement?.some((rule) => rule.kind === 'populationToLose') === true ? `${text} Needs the population it takes.` : text;
};

/**
 * `text` whole when it has at most `max` characters, else cut after its last whole word that leaves room for "…"
 * (a button's label or a menu option's label and description have limits; Discord cuts nothing itself).
 */
export const clipAtWord = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max - 1);
  const head = space > 0 ? text.slice(0, space) : text.slice(0, max - 1);
  return `${head.replace(/[\s,;:(]+$/u, '')}…`;
};
