// A minimal PNG encoder for RGB pixels (8-bit, no interlace), with stored
// (uncompressed) deflate blocks: no dependency and synchronous, for the
// cell images a large heat map embeds in its SVG. Pure; tested in Node.
// Each encoder also comes in steps (steps.ts), for files built in tasks.
import { finish, inChunks, within, type Steps } from './steps.js';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** Bytes checksummed, copied or encoded per step. */
export const BYTES_PER_STEP = 1 << 16;

/** CRC-32 of bytes[from, to) continued from `crc` (the complement form; start with 0xffffffff). */
function crcUpdate(crc: number, bytes: Uint8Array, from: number, to: number): number {
  let c = crc;
  for (let k = from; k < to; k++) c = CRC_TABLE[(c ^ bytes[k]!) & 0xff]! ^ (c >>> 8);
  return c;
}

/** CRC-32 of bytes[from, to), in steps. */
function* crc32Steps(bytes: Uint8Array, from: number, to: number): Steps<number> {
  let c = 0xffffffff;
  yield* inChunks(to - from, BYTES_PER_STEP, (begin, end) => {
    c = crcUpdate(c, bytes, from + begin, from + end);
  });
  return (c ^ 0xffffffff) >>> 0;
}

/** zlib stream of `raw` in stored blocks (at most 65,535 bytes each), in steps. */
function* zlibStoredSteps(raw: Uint8Array): Steps<Uint8Array> {
  const blocks = Math.max(1, Math.ceil(raw.length / 65535));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  out[0] = 0x78;
  out[1] = 0x01;
  let o = 2;
  // Whole blocks per step: about BYTES_PER_STEP bytes.
  const blocksPerStep = Math.max(1, Math.floor(BYTES_PER_STEP / 65535));
  yield* within(
    inChunks(blocks, blocksPerStep, (first, last) => {
      for (let b = first; b < last; b++) {
        const start = b * 65535;
        const len = Math.min(65535, raw.length - start);
        out[o++] = b === blocks - 1 ? 1 : 0;
        out[o++] = len & 0xff;
        out[o++] = len >>> 8;
        out[o++] = ~len & 0xff;
        out[o++] = (~len >>> 8) & 0xff;
        out.set(raw.subarray(start, start + len), o);
        o += len;
      }
    }),
    0,
    0.5,
  );
  let a = 1;
  let s = 0;
  yield* within(
    inChunks(raw.length, BYTES_PER_STEP, (begin, end) => {
      for (let k = begin; k < end; k++) {
        a = (a + raw[k]!) % 65521;
        s = (s + a) % 65521;
      }
    }),
    0.5,
    1,
  );
  new DataView(out.buffer).setUint32(o, ((s << 16) | a) >>> 0);
  return out;
}

/** A PNG of width x height RGB pixels (`rgb` holds 3 bytes per pixel, row by row). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array {
  return finish(encodePngSteps(width, height, rgb));
}

/** {@link encodePng} in steps of about {@link BYTES_PER_STEP} bytes. */
export function* encodePngSteps(width: number, height: number, rgb: Uint8Array): Steps<Uint8Array> {
  if (rgb.length !== width * height * 3) {
    throw new RangeError(`encodePng: ${rgb.length} bytes for ${width} x ${height} RGB pixels`);
  }
  const stride = width * 3;
  const raw = new Uint8Array(height * (1 + stride));
  yield* within(
    inChunks(height, BYTES_PER_STEP / (1 + stride), (first, last) => {
      // Filter type 0 (none) at the start of every row.
      for (let y = first; y < last; y++) {
        raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (1 + stride) + 1);
      }
    }),
    0,
    0.2,
  );
  const idat = yield* within(zlibStoredSteps(raw), 0.2, 0.6);
  const chunks: [string, Uint8Array][] = [
    ['IHDR', ihdr(width, height)],
    ['IDAT', idat],
    ['IEND', new Uint8Array(0)],
  ];
  const size = 8 + chunks.reduce((n, [, data]) => n + 12 + data.length, 0);
  const out = new Uint8Array(size);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(out.buffer);
  let o = 8;
  for (const [type, data] of chunks) {
    view.setUint32(o, data.length);
    for (let k = 0; k < 4; k++) out[o + 4 + k] = type.charCodeAt(k);
    out.set(data, o + 8);
    const crc = yield* within(crc32Steps(out, o + 4, o + 8 + data.length), 0.6, 1);
    view.setUint32(o + 8 + data.length, crc);
    o += 12 + data.length;
  }
  return out;
}

function ihdr(width: number, height: number): Uint8Array {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data[8] = 8; // bit depth
  data[9] = 2; // colour type: RGB
  return data;
}

/** Bytes per btoa call: a multiple of 3, so that only the last piece is padded. */
const BASE64_PIECE = 3 * (1 << 14);

/** Base64 of `bytes` (btoa exists in browsers and Node 16+). */
export function base64(bytes: Uint8Array): string {
  return finish(base64Steps(bytes)).join('');
}

/** Base64 of `bytes` as pieces to concatenate, in steps. */
export function* base64Steps(bytes: Uint8Array): Steps<string[]> {
  const pieces: string[] = [];
  // Whole pieces per step (about BYTES_PER_STEP bytes), so every piece but the last holds a multiple of 3.
  const perStep = BASE64_PIECE * Math.max(1, Math.floor(BYTES_PER_STEP / BASE64_PIECE));
  yield* inChunks(bytes.length, perStep, (begin, end) => {
    for (let k = begin; k < end; k += BASE64_PIECE) {
      const piece = bytes.subarray(k, Math.min(end, k + BASE64_PIECE));
      let binary = '';
      for (let j = 0; j < piece.length; j += 0x2000) {
        binary += String.fromCharCode(...piece.subarray(j, j + 0x2000));
      }
      pieces.push(btoa(binary));
    }
  });
  return pieces;
}
