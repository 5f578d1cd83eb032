import { deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder (8-bit RGB, no interlace) so the seed can make photos without a native
 * image library. A row equal to the one above is filtered with Up (all zeros), any other with
 * Sub: the seed's scenes are flat shapes and per-row gradients, so both leave long zero runs
 * and each photo deflates to a few kilobytes, at a third of the cost of trying every filter.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** `rgb` holds width × height × 3 bytes, row by row. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  if (rgb.length !== stride * height) throw new Error(`expected ${stride * height} bytes, got ${rgb.length}`);
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const rowStart = y * stride;
    const offset = y * (stride + 1);
    let sameAsAbove = y > 0;
    for (let x = 0; sameAsAbove && x < stride; x += 1)
      sameAsAbove = rgb[rowStart + x] === rgb[rowStart - stride + x];
    if (sameAsAbove) {
      filtered[offset] = 2; // Up; the rest of the row stays zero
      continue;
    }
    filtered[offset] = 1; // Sub
    for (let x = 0; x < stride; x += 1) {
      const left = x >= 3 ? (rgb[rowStart + x - 3] as number) : 0;
      filtered[offset + 1 + x] = ((rgb[rowStart + x] as number) - left) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
