import { inflateSync } from 'node:zlib';

/** Minimal PNG decoder for tests (8-bit grey, RGB, RGBA; non-interlaced) — enough for pdftoppm output. */
export interface DecodedPng {
  width: number;
  height: number;
  channels: number;
  pixels: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function decodePng(file: Buffer): DecodedPng {
  if (!file.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file');
  let offset = 8;
  let width = 0;
  let height = 0;
  let bitDepth = 0;
  let colorType = 0;
  let interlace = 0;
  const idat: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const data = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      bitDepth = data[8]!;
      colorType = data[9]!;
      interlace = data[12]!;
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[colorType];
  if (bitDepth !== 8 || !channels || interlace !== 0) {
    throw new Error(`unsupported PNG: bit depth ${bitDepth}, colour type ${colorType}, interlace ${interlace}`);
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      pixels[y * stride + x] = (line[x]! + predictor) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** Share of pixels that are not (near) white. */
export function inkCoverage(png: DecodedPng): number {
  let ink = 0;
  const count = png.width * png.height;
  for (let i = 0; i < count; i++) {
    const base = i * png.channels;
    const colour = Math.min(png.channels, 3);
    for (let k = 0; k < colour; k++) {
      if (png.pixels[base + k]! < 235) {
        ink++;
        break;
      }
    }
  }
  return ink / count;
}

/** Whether some pixel is close to the given colour (#rrggbb). */
export function hasColour(png: DecodedPng, hex: string, tolerance = 40): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  for (let i = 0; i < png.width * png.height; i++) {
    const base = i * png.channels;
    if (
      Math.abs(png.pixels[base]! - r!) <= tolerance &&
      Math.abs(png.pixels[base + 1]! - g!) <= tolerance &&
      Math.abs(png.pixels[base + 2]! - b!) <= tolerance
    ) {
      return true;
    }
  }
  return false;
}
