import { deflateSync } from 'node:zlib';

/**
 * A tiny PNG encoder (8-bit RGB, filter 0, zlib) and a few drawing helpers with a 5×7 bitmap font,
 * enough to generate demo photos at seed time without network or image libraries.
 */

export type Rgb = readonly [number, number, number];

export class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  set(px: number, py: number, [r, g, b]: Rgb, alpha = 1): void {
    const x = Math.floor(px);
    const y = Math.floor(py);
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const p = this.pixels;
    if (alpha >= 1) {
      // Uint8Array stores round-towards-zero; +0.5 rounds.
      p[i] = r + 0.5;
      p[i + 1] = g + 0.5;
      p[i + 2] = b + 0.5;
      return;
    }
    p[i] = Math.round(p[i]! * (1 - alpha) + r * alpha);
    p[i + 1] = Math.round(p[i + 1]! * (1 - alpha) + g * alpha);
    p[i + 2] = Math.round(p[i + 2]! * (1 - alpha) + b * alpha);
  }

  fill(color: (x: number, y: number) => Rgb): void {
    const p = this.pixels;
    for (let y = 0, i = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++, i += 3) {
        const [r, g, b] = color(x, y);
        p[i] = r + 0.5;
        p[i + 1] = g + 0.5;
        p[i + 2] = b + 0.5;
      }
    }
  }

  circle(cx: number, cy: number, radius: number, color: Rgb, alpha = 1): void {
    const r2 = radius * radius;
    for (let y = Math.floor(cy - radius); y <= cy + radius; y++) {
      for (let x = Math.floor(cx - radius); x <= cx + radius; x++) {
        const d = (x - cx) ** 2 + (y - cy) ** 2;
        if (d <= r2) this.set(x, y, color, alpha * Math.min(1, (r2 - d) / (radius * 2) + 0.2));
      }
    }
  }

  rect(x0: number, y0: number, w: number, h: number, color: Rgb, alpha = 1): void {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) this.set(x, y, color, alpha);
  }

  /** Text in the 5×7 font (upper case; umlauts as AE/OE/UE), `scale` pixels per dot. */
  text(x: number, y: number, value: string, scale: number, color: Rgb): void {
    let cx = x;
    for (const ch of toFontText(value)) {
      const glyph = font[ch] ?? font[' ']!;
      glyph.forEach((row, gy) => {
        for (let gx = 0; gx < 5; gx++) {
          if (row & (1 << (4 - gx))) this.rect(cx + gx * scale, y + gy * scale, scale, scale, color);
        }
      });
      cx += 6 * scale;
    }
  }

  textWidth(value: string, scale: number): number {
    return toFontText(value).length * 6 * scale - scale;
  }

  png(): Buffer {
    const { width, height } = this;
    const raw = Buffer.alloc((width * 3 + 1) * height);
    for (let y = 0; y < height; y++) {
      raw[y * (width * 3 + 1)] = 0;
      Buffer.from(this.pixels.buffer, this.pixels.byteOffset + y * width * 3, width * 3).copy(
        raw,
        y * (width * 3 + 1) + 1,
      );
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // colour type RGB
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 6 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

export function mix(a: Rgb, b: Rgb, f: number): Rgb {
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function toFontText(value: string): string[] {
  return [
    ...value
      .toUpperCase()
      .replace(/Ä/g, 'AE')
      .replace(/Ö/g, 'OE')
      .replace(/Ü/g, 'UE')
      .replace(/ß|ẞ/g, 'SS')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, ''),
  ];
}

const rows = (...lines: string[]) => lines.map((l) => Number.parseInt(l, 2));

/** The classic 5×7 dot-matrix font: each glyph is seven rows of five bits. */
const font: Record<string, number[]> = {
  ' ': rows('00000', '00000', '00000', '00000', '00000', '00000', '00000'),
  A: rows('01110', '10001', '10001', '11111', '10001', '10001', '10001'),
  B: rows('11110', '10001', '10001', '11110', '10001', '10001', '11110'),
  C: rows('01110', '10001', '10000', '10000', '10000', '10001', '01110'),
  D: rows('11110', '10001', '10001', '10001', '10001', '10001', '11110'),
  E: rows('11111', '10000', '10000', '11110', '10000', '10000', '11111'),
  F: rows('11111', '10000', '10000', '11110', '10000', '10000', '10000'),
  G: rows('01110', '10001', '10000', '10111', '10001', '10001', '01111'),
  H: rows('10001', '10001', '10001', '11111', '10001', '10001', '10001'),
  I: rows('01110', '00100', '00100', '00100', '00100', '00100', '01110'),
  J: rows('00111', '00010', '00010', '00010', '00010', '10010', '01100'),
  K: rows('10001', '10010', '10100', '11000', '10100', '10010', '10001'),
  L: rows('10000', '10000', '10000', '10000', '10000', '10000', '11111'),
  M: rows('10001', '11011', '10101', '10101', '10001', '10001', '10001'),
  N: rows('10001', '10001', '11001', '10101', '10011', '10001', '10001'),
  O: rows('01110', '10001', '10001', '10001', '10001', '10001', '01110'),
  P: rows('11110', '10001', '10001', '11110', '10000', '10000', '10000'),
  Q: rows('01110', '10001', '10001', '10001', '10101', '10010', '01101'),
  R: rows('11110', '10001', '10001', '11110', '10100', '10010', '10001'),
  S: rows('01111', '10000', '10000', '01110', '00001', '00001', '11110'),
  T: rows('11111', '00100', '00100', '00100', '00100', '00100', '00100'),
  U: rows('10001', '10001', '10001', '10001', '10001', '10001', '01110'),
  V: rows('10001', '10001', '10001', '10001', '10001', '01010', '00100'),
  W: rows('10001', '10001', '10001', '10101', '10101', '10101', '01010'),
  X: rows('10001', '10001', '01010', '00100', '01010', '10001', '10001'),
  Y: rows('10001', '10001', '10001', '01010', '00100', '00100', '00100'),
  Z: rows('11111', '00001', '00010', '00100', '01000', '10000', '11111'),
  '0': rows('01110', '10001', '10011', '10101', '11001', '10001', '01110'),
  '1': rows('00100', '01100', '00100', '00100', '00100', '00100', '01110'),
  '2': rows('01110', '10001', '00001', '00010', '00100', '01000', '11111'),
  '3': rows('11111', '00010', '00100', '00010', '00001', '10001', '01110'),
  '4': rows('00010', '00110', '01010', '10010', '11111', '00010', '00010'),
  '5': rows('11111', '10000', '11110', '00001', '00001', '10001', '01110'),
  '6': rows('00110', '01000', '10000', '11110', '10001', '10001', '01110'),
  '7': rows('11111', '00001', '00010', '00100', '01000', '01000', '01000'),
  '8': rows('01110', '10001', '10001', '01110', '10001', '10001', '01110'),
  '9': rows('01110', '10001', '10001', '01111', '00001', '00010', '01100'),
  '-': rows('00000', '00000', '00000', '11111', '00000', '00000', '00000'),
  '.': rows('00000', '00000', '00000', '00000', '00000', '01100', '01100'),
  ':': rows('00000', '01100', '01100', '00000', '01100', '01100', '00000'),
  '/': rows('00001', '00010', '00010', '00100', '01000', '01000', '10000'),
  '&': rows('01100', '10010', '10100', '01000', '10101', '10010', '01101'),
  '#': rows('01010', '01010', '11111', '01010', '11111', '01010', '01010'),
};
