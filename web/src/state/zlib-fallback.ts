// The code links' compression where the platform has no CompressionStream /
// DecompressionStream (Safari before 16.4, Firefox before 113) or lacks one
// of their formats (Chromium before 103 has no 'deflate-raw'): fflate, in a
// chunk of its own that url.ts imports only then, so the usual first load
// does not carry it. A module of its own (not fflate itself) so that the
// chunk's exports are this module's, as import() needs (README, "Adding a
// view").
//
// fflate does not check zlib's Adler-32 checksum, which is what makes a cut
// or edited "c." link fail loudly, so it is checked here.
import { Inflate, Unzlib, zlibSync } from 'fflate';

/**
 * Input is fed to the inflater this many bytes at a time, so that a small
 * link that would inflate to megabytes is stopped near `limit` (deflate
 * expands at most about 1032 times: 256 bytes give at most 264 kB).
 */
const PIECE = 256;

/** zlib's Adler-32 of `bytes`. */
function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  // 5552 bytes is the most that can be summed before the modulo (zlib's NMAX).
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(bytes.length, start + 5552);
    for (let k = start; k < end; k++) {
      a += bytes[k]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** The zlib ("deflate" format) form of `bytes`. */
export function deflate(bytes: Uint8Array): Uint8Array {
  return zlibSync(bytes, { level: 9 });
}

/**
 * `bytes` inflated from zlib ('deflate', its checksum checked) or raw
 * deflate ('deflate-raw'); undefined when they are not a whole, valid stream
 * or inflate to more than `limit` bytes.
 */
export function inflate(
  format: 'deflate' | 'deflate-raw',
  bytes: Uint8Array,
  limit: number,
): Uint8Array | undefined {
  const parts: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  const stream = format === 'deflate' ? new Unzlib() : new Inflate();
  stream.ondata = (chunk, final) => {
    size += chunk.length;
    if (size <= limit) parts.push(chunk);
    ended ||= final;
  };
  try {
    for (let k = 0; k < bytes.length && size <= limit; k += PIECE) {
      stream.push(bytes.subarray(k, k + PIECE), k + PIECE >= bytes.length);
    }
  } catch {
    return undefined; // Cut, or not deflate at all.
  }
  if (size > limit || !ended) return undefined;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  if (format === 'deflate') {
    const n = bytes.length;
    if (n < 6) return undefined;
    const stored =
      ((bytes[n - 4]! << 24) | (bytes[n - 3]! << 16) | (bytes[n - 2]! << 8) | bytes[n - 1]!) >>> 0;
    if (stored !== adler32(out)) return undefined;
  }
  return out;
}
