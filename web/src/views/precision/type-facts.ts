// What the chapter's closing paragraph says of each reduced type (the
// significand's bits, the whole numbers it keeps exact, the first one it
// rounds and to what, its largest finite value and the first number it
// rounds to infinity), found by the engine's own rounding (roundToPrecision),
// never typed: a probe of 2^k + 1 and of the powers of two. Pure: no DOM.
import type { PosEnc } from '../../engine/index.js';
import type { ReducedPrecision } from './derive.js';

export interface TypeFacts {
  /** Significand bits, the implicit one included: whole numbers are exact up to 2^bits. */
  readonly bits: number;
  readonly exact: number;
  /** exact + 1, the first whole number the type cannot hold, and what it stores instead. */
  readonly next: number;
  readonly nextStored: number;
  /** The largest finite value, and the smallest whole number that rounds to infinity. */
  readonly maxFinite: number;
  readonly overflowFrom: number;
}

const cache = new WeakMap<PosEnc, Map<ReducedPrecision, TypeFacts>>();

function probe(pe: PosEnc, precision: ReducedPrecision): TypeFacts {
  const round = (values: number[]) => pe.roundToPrecision(Float64Array.from(values), precision);
  // The first 2^k + 1 that the type changes: k is its significand's bits.
  const odd = Array.from({ length: 60 }, (_, k) => 2 ** (k + 1) + 1);
  const oddRounded = round(odd);
  const j = odd.findIndex((v, i) => oddRounded[i] !== v);
  const bits = j + 1;
  // The first power of two that overflows is 2^(emax + 1).
  const powers = Array.from({ length: 1024 }, (_, e) => 2 ** e);
  const powersRounded = round(powers);
  const emax = powersRounded.findIndex((v) => !Number.isFinite(v)) - 1;
  // Below 2^(emax + 1) the spacing is 2^(emax - bits + 1): the largest finite
  // value is one spacing below it, and half a spacing more rounds to infinity
  // (to nearest, ties to even: the tie itself goes up).
  const top = 2 ** (emax + 1);
  const spacing = 2 ** (emax - bits + 1);
  const [maxFinite, overflowFrom] = round([top - spacing, top - spacing / 2]);
  return {
    bits,
    exact: 2 ** bits,
    next: odd[j]!,
    nextStored: oddRounded[j]!,
    maxFinite: maxFinite!,
    overflowFrom: Number.isFinite(overflowFrom) ? NaN : top - spacing / 2,
  };
}

/** The facts of `precision`, found once per engine. */
export function typeFacts(pe: PosEnc, precision: ReducedPrecision): TypeFacts {
  let byType = cache.get(pe);
  if (!byType) cache.set(pe, (byType = new Map()));
  let facts = byType.get(precision);
  if (!facts) byType.set(precision, (facts = probe(pe, precision)));
  return facts;
}
