import { inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type PngSize = { readonly width: number; readonly height: number };
export type DecodedPng = PngSize & {
  /** RGBA, 4 bytes per pixel, row after row. */
  readonly rgba: Uint8Array;
  pixel(x: number, y: number): readonly [number, number, number, number];
};

/** Width and height from the IHDR chunk, or undefined when the bytes are not a PNG. */
export const pngSize = (bytes: Buffer): PngSize | undefined => {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** Full decode of 8-bit, non-interlaced greyscale/RGB/RGBA PNGs (what canvas encoders write). */
export const decodePng = (bytes: Buffer): DecodedPng => {
  const size = pngSize(bytes);
  if (!size) throw new Error('not a PNG');
  const bitDepth = bytes[24];
  const colorType = bytes[25] ?? -1;
  const interlace = bytes[28];
  const channels = CHANNELS[colorType];
  if (bitDepth !== 8 || channels === undefined || interlace !== 0) {
    throw new Error(`unsupported PNG: bit depth ${String(bitDepth)}, colour type ${colorType}, interlace ${String(interlace)}`);
  }
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = size.width * channels;
  const pixels = new Uint8Array(stride * size.height);
  for (let y = 0; y < size.height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0;
      const predictor = filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : filter === 4 ? paeth(left, up, upLeft) : 0;
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  const rgba = new Uint8Array(size.width * size.height * 4);
  for (let i = 0; i < size.width * size.height; i += 1) {
    const px = (k: number): number => pixels[i * channels + k] ?? 0;
    const [r, g, b, a] =
      channels === 1 ? [px(0), px(0), px(0), 255] : channels === 2 ? [px(0), px(0), px(0), px(1)] : channels === 3 ? [px(0), px(1), px(2), 255] : [px(0), px(1), px(2), px(3)];
    rgba.set([r, g, b, a], i * 4);
  }
  return {
    ...size,
    rgba,
    pixel: (x, y) => {
      const at = (y * size.width + x) * 4;
      return [rgba[at] ?? 0, rgba[at + 1] ?? 0, rgba[at + 2] ?? 0, rgba[at + 3] ?? 0];
    },
  };
};
