import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

/**
 * Drawn tile faces and other static pieces, built once per process and pasted into every picture that
 * shows them. Keys name what was drawn and at what size; the cache is cleared when it grows past its bound
 * (a long-running bot sees at most a few sizes per tile).
 */
const MAX_ENTRIES = 600;
const cache = new Map<string, Canvas>();

export const cachedDrawing = (key: string, width: number, height: number, draw: (ctx: SKRSContext2D) => void): Canvas => {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const canvas = createCanvas(Math.ceil(width), Math.ceil(height));
  draw(canvas.getContext('2d'));
  cache.set(key, canvas);
  return canvas;
};
