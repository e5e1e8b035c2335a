import { crc32 } from 'node:zlib';

/**
 * The share images' PNG files, read and written with Node's Buffer at build time (lib/og-render.ts)
 * and by the tests: apart from lib/og.ts, whose addresses and words the pages, and the web editor's
 * preview in the browser, also use.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * The PNG with its page's title written into it (an iTXt "Title" chunk, UTF-8), after the header:
 * what the image shows, readable by tools and by the tests.
 */
export function withPngTitle(png: Uint8Array, title: string): Buffer {
  const bytes = Buffer.from(png);
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  const afterHeader = 8 + 8 + bytes.readUInt32BE(8) + 4;
  // keyword, NUL, no compression (0, 0), no language tag (NUL), no translated keyword (NUL), text.
  const data = Buffer.concat([Buffer.from('Title\0\0\0\0\0', 'latin1'), Buffer.from(title, 'utf8')]);
  return Buffer.concat([bytes.subarray(0, afterHeader), chunk('iTXt', data), bytes.subarray(afterHeader)]);
}

/** A PNG's size and its "Title" text, if it has one. */
export function pngInfo(png: Uint8Array): { width: number; height: number; title?: string } {
  const bytes = Buffer.from(png);
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  const info: { width: number; height: number; title?: string } = {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'iTXt' && data.subarray(0, 6).toString('latin1') === 'Title\0')
      info.title = data.subarray(10).toString('utf8');
    at += 12 + length;
  }
  return info;
}

/**
 * Whether the bytes are one whole PNG: its signature, then chunks each with a correct checksum, ending
 * with IEND and nothing after it. A file cut short or changed on disk fails.
 */
export function isWholePng(png: Uint8Array): boolean {
  const bytes = Buffer.from(png);
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(SIGNATURE)) return false;
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) return false;
    if (crc32(bytes.subarray(at + 4, end - 4)) !== bytes.readUInt32BE(end - 4)) return false;
    if (bytes.toString('latin1', at + 4, at + 8) === 'IEND') return end === bytes.length;
    at = end;
  }
  return false;
}
