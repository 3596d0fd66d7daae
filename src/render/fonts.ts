import { fileURLToPath } from 'node:url';
import { GlobalFonts } from '@napi-rs/canvas';

/** The one font family every picture uses (Inter, OFL; see assets/fonts/README.md). */
export const FONT_FAMILY = 'Inter';

const FONT_FILES = [
  'inter-latin-400-normal.woff2',
  'inter-latin-700-normal.woff2',
  'inter-latin-ext-400-normal.woff2',
  'inter-latin-ext-700-normal.woff2',
] as const;

let registered = false;

/** Registers the shipped fonts with the process-wide font manager, once per process. */
export const registerFonts = (): void => {
  if (registered) return;
  for (const file of FONT_FILES) {
    const path = fileURLToPath(new URL(`../../assets/fonts/${file}`, import.meta.url));
    if (GlobalFonts.registerFromPath(path, FONT_FAMILY) === null) throw new Error(`font could not be registered: ${path}`);
  }
  registered = true;
};

/** A canvas font string in the shipped family. */
export const font = (px: number, weight: 'regular' | 'bold' = 'regular'): string =>
  `${weight === 'bold' ? 700 : 400} ${Math.round(px)}px ${FONT_FAMILY}`;
