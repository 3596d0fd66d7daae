import type { Category } from './view-model.ts';

/**
 * Colours chosen from the Okabe–Ito colour-blind-safe set, darkened where white text sits on them so the
 * contrast stays at 4.5:1 or better. Colour is never the only cue: every category also has a letter and a
 * drawn glyph, every player a seat number.
 */
export const INK = '#161616';
export const PAPER = '#FBFAF6';
export const PANEL = '#FFFFFF';
export const RULE = '#C9C6BC';
export const MUTED = '#55534D';
export const ACCENT = '#B8000E';
export const HIGHLIGHT = '#FFE58A';
/** Gold stars (always outlined in ink, so they read on white and on every category colour). */
export const GOLD_STAR = '#F2B705';

export type CategoryStyle = { readonly fill: string; readonly text: string; readonly letter: string; readonly label: string };

export const CATEGORY_STYLE: Readonly<Record<Category, CategoryStyle>> = {
  residential: { fill: '#00805C', text: '#FFFFFF', letter: 'R', label: 'Residential' },
  commercial: { fill: '#0066A6', text: '#FFFFFF', letter: 'C', label: 'Commercial' },
  industrial: { fill: '#F0E442', text: INK, letter: 'I', label: 'Industrial' },
  civic: { fill: '#A3A3A3', text: INK, letter: 'V', label: 'Civic' },
};

/** The Redevelopment Planner's black face: it has no category. */
export const NO_CATEGORY_STYLE: CategoryStyle = { fill: INK, text: '#FFFFFF', letter: '–', label: 'No category' };

export const categoryStyle = (category: Category | undefined): CategoryStyle => (category === undefined ? NO_CATEGORY_STYLE : CATEGORY_STYLE[category]);

export const LAKE_STYLE = { fill: '#7FC6EE', wave: '#1D5F8C', text: INK, slot: 'rgba(127,198,238,0.28)' } as const;
/**
 * Borders: the earth-brown of a landscape piece, a colour no category or lake uses, white text on it (about 8:1);
 * their empty slots tinted with it, the slot edges in a darker brown.
 */
export const BORDER_STYLE = { fill: '#6E5431', text: '#FFFFFF', slot: 'rgba(110,84,49,0.16)', slotEdge: '#3B2A12' } as const;
/** The open cells around a borough, where the next tile may go. */
export const OPEN_CELL = '#F1EFE8';
export const BOARD_STYLE = { fill: '#E4E0D3', edge: '#8A8577', text: '#5B574D' } as const;

/** Player colours, by the view model's colour index (seat numbers are drawn on them too). */
export const PLAYER_COLOURS = ['#E69F00', '#CC79A7', '#D55E00', '#332288', '#44AA99'] as const;

export const playerColour = (index: number): string => PLAYER_COLOURS[index % PLAYER_COLOURS.length] ?? INK;

/** Text colour that reads on a player colour. */
export const onPlayerColour = (index: number): string => (index % PLAYER_COLOURS.length === 3 ? '#FFFFFF' : INK);
