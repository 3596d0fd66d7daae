import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { registerFonts } from './fonts.ts';
import { PAPER } from './palette.ts';
import { encodePng } from './png-encoder.ts';
import { renderGate } from './render-gate.ts';

/** A finished picture: the PNG bytes, its size, and what drawing and encoding cost. */
export type Picture = {
  readonly png: Buffer;
  readonly width: number;
  readonly height: number;
  readonly drawMs: number;
  readonly encodeMs: number;
};

const drawAndEncode = async (width: number, height: number, draw: (ctx: SKRSContext2D) => void): Promise<Picture> => {
  registerFonts();
  const started = performance.now();
  const canvas = createCanvas(Math.ceil(width), Math.ceil(height));
  const ctx = canvas.getContext('2d', { alpha: false });
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  draw(ctx);
  // skia finishes rasterizing the drawing when the pixels are first read (measured: the first read of a
  // 1000×4300 px canvas takes 5-14 ms, a second one 1 ms), so that read counts as drawing
  const pixels = canvas.data();
  const drawn = performance.now();
  const png = await encodePng(pixels, canvas.width, canvas.height);
  const encoded = performance.now();
  return { png, width: canvas.width, height: canvas.height, drawMs: drawn - started, encodeMs: encoded - drawn };
};

/**
 * Draws on a fresh canvas of the given size over the paper colour and encodes it as PNG.
 * The canvas has no alpha channel, so every pixel is opaque and its raw bytes go to our own encoder as
 * they are (see png-encoder.ts for why not skia's). Waits for a slot of the render gate first.
 */
export const renderPng = (width: number, height: number, draw: (ctx: SKRSContext2D) => void): Promise<Picture> =>
  renderGate(() => drawAndEncode(width, height, draw));
