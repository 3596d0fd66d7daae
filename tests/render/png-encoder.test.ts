import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { renderPng } from '../../src/render/png.ts';
import { encodePng } from '../../src/render/png-encoder.ts';
import { registerFonts } from '../../src/render/fonts.ts';
import { PAPER } from '../../src/render/palette.ts';
import { decodePng } from '../standin/png.ts';

/** Paper, flat fills, a translucent overlap, a gradient, a stroked hexagon and anti-aliased text. */
const drawSample = (ctx: SKRSContext2D, width: number, height: number): void => {
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#0072B2';
  ctx.fillRect(3, 2, width / 2, height / 3);
  ctx.fillStyle = 'rgba(213, 94, 0, 0.45)';
  ctx.fillRect(width / 4, height / 5, width / 2, height / 2);
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#009E73');
  gradient.addColorStop(1, '#F0E442');
  ctx.fillStyle = gradient;
  ctx.beginPath();
  for (let k = 0; k < 6; k++) ctx.lineTo(width * 0.7 + 9 * Math.cos((k * Math.PI) / 3), height * 0.7 + 9 * Math.sin((k * Math.PI) / 3));
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = '#161616';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.fillStyle = '#161616';
  ctx.font = '700 13px Inter';
  ctx.fillText('Mint $15', 2, height - 4);
};

const opaqueCanvas = (width: number, height: number) => {
  registerFonts();
  const canvas = createCanvas(width, height);
  drawSample(canvas.getContext('2d', { alpha: false }), width, height);
  return canvas;
};

const decodedPixels = async (png: Buffer): Promise<{ width: number; height: number; pixels: Buffer }> => {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return { width: image.width, height: image.height, pixels: canvas.data() };
};

/** Opaque pixels whose colour bytes all differ from their neighbours, so a byte out of place shows. */
const opaquePattern = (width: number, height: number): Buffer => {
  const pixels = Buffer.alloc(width * height * 4);
  for (let i = 0; i < pixels.length; i++) pixels[i] = i % 4 === 3 ? 255 : (i * 37 + 11) % 251;
  return pixels;
};

type Chunk = { readonly type: string; readonly data: Buffer; readonly crc: number; readonly typeAndData: Buffer };

/** Splits a PNG into its chunks (length, type, data, CRC), after checking the 8-byte signature. */
const chunksOf = (png: Buffer): readonly Chunk[] => {
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.push({
      type: png.toString('latin1', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
      crc: png.readUInt32BE(at + 8 + length),
      typeAndData: png.subarray(at + 4, at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
};

/** CRC-32 exactly as the PNG specification's Annex D computes it, bit by bit (independent of node:zlib). */
const specCrc = (bytes: Uint8Array): number => {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
};

describe('our PNG encoder writes valid PNGs of exactly the canvas pixels', () => {
  it('a small opaque canvas decodes to the very bytes the canvas holds', async () => {
    const canvas = opaqueCanvas(37, 23);
    const decoded = await decodedPixels(await encodePng(canvas.data(), 37, 23));
    expect(decoded.width).toBe(37);
    expect(decoded.height).toBe(23);
    expect(decoded.pixels.equals(canvas.data())).toBe(true);
  });

  it("decodes to the same pixels as skia's own PNG of the same canvas", async () => {
    const canvas = opaqueCanvas(300, 120);
    const ours = await decodedPixels(await encodePng(canvas.data(), 300, 120));
    const skias = await decodedPixels(await canvas.encode('png'));
    expect(ours.pixels.equals(skias.pixels)).toBe(true);
  });

  it('has the signature, then IHDR, sRGB, IDAT and IEND, each with the CRC the specification defines', async () => {
    const chunks = chunksOf(await encodePng(opaqueCanvas(37, 23).data(), 37, 23));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'sRGB', 'IDAT', 'IEND']);
    for (const chunk of chunks) expect(chunk.crc).toBe(specCrc(chunk.typeAndData));
    // IEND is empty, so its CRC is the same in every PNG file
    expect(chunks.at(-1)?.crc).toBe(0xae426082);
  });

  it('declares the size, 8-bit RGB, deflate, the standard filter method and no interlace in IHDR', async () => {
    const ihdr = chunksOf(await encodePng(opaqueCanvas(37, 23).data(), 37, 23))[0];
    expect(ihdr?.data.readUInt32BE(0)).toBe(37);
    expect(ihdr?.data.readUInt32BE(4)).toBe(23);
    expect([...(ihdr?.data.subarray(8) ?? [])]).toEqual([8, 2, 0, 0, 0]);
  });

  // the encoder packs four pixels at a time, then the row's last width % 4 one by one
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9])('keeps every colour byte of every pixel, %i pixels a row', async (width) => {
    const pixels = opaquePattern(width, 3);
    const decoded = await decodedPixels(await encodePng(pixels, width, 3));
    expect(decoded.pixels.equals(pixels)).toBe(true);
  });

  it("reads back exactly through the stand-in's PNG reader, which the bot's scenario tests use", async () => {
    const canvas = opaqueCanvas(37, 23);
    expect(Buffer.from(decodePng(await encodePng(canvas.data(), 37, 23)).rgba).equals(canvas.data())).toBe(true);
  });

  it('refuses pixels that do not fill the stated size', async () => {
    await expect(encodePng(Buffer.alloc(4 * 10 * 10), 10, 11)).rejects.toThrow(/10×11/);
  });

  // an RGB PNG has no alpha: encoding a translucent pixel would change the picture
  it.each([
    ['among the first four of a row', 2],
    ['past the last four of a row', 8],
  ])('refuses a pixel that is not opaque, %s', async (_where, x) => {
    const pixels = opaquePattern(9, 3);
    pixels[(9 + x) * 4 + 3] = 254;
    await expect(encodePng(pixels, 9, 3)).rejects.toThrow(/opaque/);
  });
});

describe('renderPng draws on an opaque canvas without changing how anything looks', () => {
  it('the same drawing on a canvas with an alpha channel has the same pixels', () => {
    const withAlpha = createCanvas(120, 60);
    drawSample(withAlpha.getContext('2d'), 120, 60);
    expect(opaqueCanvas(120, 60).data().equals(withAlpha.data())).toBe(true);
  });

  it("its picture decodes to the drawing's pixels at the requested size", async () => {
    const picture = await renderPng(120, 60, (ctx) => drawSample(ctx, 120, 60));
    const decoded = await decodedPixels(picture.png);
    expect([picture.width, picture.height, decoded.width, decoded.height]).toEqual([120, 60, 120, 60]);
    expect(decoded.pixels.equals(opaqueCanvas(120, 60).data())).toBe(true);
  });
});
