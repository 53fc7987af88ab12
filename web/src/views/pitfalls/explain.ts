// What the explanation of a pitfall needs (its words: content/pitfalls.ts,
// one `when` block per pitfall): which block shows, and every number and
// phrase in it, from the derived scores. A new engine variant needs a flag
// here and a block there (the flags are a record over Pitfall, so the
// compiler asks for it).
//
// Before the scores arrive (the first-paint frame) the block and every
// phrase are chosen as the engine will choose them for a usual state (the
// facts `expected` predicts from the state alone: which checks a pitfall
// breaks is a property of its formula), and the engine's numbers are blank
// in slots as wide as the numbers will be (widths.ts). Where the engine finds otherwise (a d_model
// of 2, a base just above 1) the text moves once when the scores arrive.
import { nothing } from 'lit';

import chapter from '../../content/pitfalls.js';
import { renderMarkup, sized, type Sized } from '../../ui/chapter.js';
import { fixed, grouped, significant } from '../../ui/format.js';
import type { Scores } from './derive.js';
import {
  K,
  maxAbsDifference,
  rangeOf,
  ROW0_SHOWN,
  rotationHolds,
  rowOf,
  type Pitfall,
} from './numbers.js';
import { dist, num, rangeText, vector, wavelength } from './text.js';
import {
  BROKEN_CHARS,
  explanationWidths,
  formulaClosest,
  roughDistance,
  TINY_CHARS,
  type ClosestKind,
} from './widths.js';

const tinyWidth = () => TINY_CHARS;

type Phrase = keyof typeof chapter.phrases;
/** The chapter's flags of the explanation blocks (the others are the view's). */
type Flag = Exclude<
  (typeof chapter.flags)[number],
  'scores' | 'capped' | 'concat' | 'concatFailed'
>;

/** The chapter's block explaining each pitfall. */
const blockOf: Record<Pitfall, Flag> = {
  'exponent-i-over-d': 'iOverD',
  'sine-only': 'oneFunction',
  'cosine-only': 'oneFunction',
  swapped: 'swapped',
  'one-indexed': 'oneIndexed',
  'exponent-2i-times-d': 'timesD',
  'exponent-d-over-2i': 'dOver2i',
};

/** The size scored (the state's, capped) and the base. */
export interface Scored {
  readonly L: number;
  readonly d: number;
  readonly base: number;
}

/** The engine's findings that choose the explanation's block and phrases. */
export interface Facts {
  /** The mistake changes nothing at this size (i/d at d_model 2 or one position). */
  readonly noEffect: boolean;
  readonly holds: boolean | null;
  readonly anchor: boolean;
  readonly allDistinct: boolean;
  readonly closest: boolean;
  /**
   * Which closest rows to name: one pair, or (a tie, as every encoding
   * that rotates has) every pair at one offset, or tied pairs at several.
   */
  readonly closestKind: ClosestKind;
  /** The closest two rows are closer than 0.01. */
  readonly tight: boolean;
  /** Sine-only or cosine-only: positions 1 and the mirror land on exactly one point. */
  readonly samePoint: boolean;
  /** There is a pair 1 and its wavelength is finite (2i·d: base^(2·d) does not overflow). */
  readonly pairOneFinite: boolean;
  /** 2i·d: every pair but pair 0 is frozen. */
  readonly onlyPairZero: boolean;
  /** d/(2i): even the shortest wavelength is longer than the positions shown. */
  readonly longerThanShown: boolean;
  readonly neverNegative: boolean;
  readonly swappedBack: boolean;
  readonly shiftedByOne: boolean;
  /** i/d: one log ratio for every pair (else a range). */
  readonly oneLogRatio: boolean;
}

/**
 * Which checks a pitfall breaks: a property of its formula (tests/js checks
 * these at usual states). Swapped keeps a fixed rotation per offset (R_−K,
 * derive.ts): it breaks the anchor check, not the rotation.
 */
const BREAKS_ROTATION: readonly Pitfall[] = ['sine-only', 'cosine-only'];
const BREAKS_ANCHOR: readonly Pitfall[] = ['sine-only', 'cosine-only', 'swapped', 'one-indexed'];

const ONE_FUNCTION: readonly Pitfall[] = ['sine-only', 'cosine-only'];

/** The phrase naming the closest rows of each kind. */
const CLOSEST_PHRASE: Record<ClosestKind, Phrase> = {
  pair: 'closestPair',
  offset: 'closestOffset',
  many: 'closestMany',
};

/** The facts as the engine finds them at a usual state, from the state alone. */
export function expected(variant: Pitfall, { L, d, base }: Scored): Facts {
  return {
    noEffect: variant === 'exponent-i-over-d' && (d === 2 || L === 1),
    holds: L <= K ? null : !BREAKS_ROTATION.includes(variant),
    anchor: !BREAKS_ANCHOR.includes(variant),
    // d/(2i) at d_model 2: pair 0's divisor is infinite, every row (0, 1).
    allDistinct: !(variant === 'exponent-d-over-2i' && d === 2 && L > 1),
    closest: L > 1,
    closestKind: ONE_FUNCTION.includes(variant)
      ? 'pair'
      : formulaClosest(variant, { L, d, base }).kind,
    tight: L > 1,
    samePoint: true,
    pairOneFinite: d > 2 && Number.isFinite(base ** (2 * d)),
    onlyPairZero: d > 2,
    longerThanShown: true,
    neverNegative: true,
    swappedBack: L > K,
    shiftedByOne: L > 1,
    oneLogRatio: true,
  };
}

/** What every value of one explanation is computed from. */
function context(r: Scores, variant: Pitfall) {
  const c = r.scores.get('correct')!;
  const v = r.scores.get(variant)!;
  const [, wcMax] = rangeOf(c.wavelengths);
  const [wvMin, wvMax] = rangeOf(v.wavelengths);
  const w1 = v.wavelengths.length > 1 ? v.wavelengths[1]! : NaN;
  const x = r.extras;
  const closest = v.closest && c.closest ? { v: v.closest, c: c.closest } : null;
  const sine = variant === 'sine-only';
  const [bad] = sine ? x.sinePair : x.cosinePair;
  const [lo, hi] = x.logRatio ?? [NaN, NaN];
  const facts: Facts = {
    noEffect:
      variant === 'exponent-i-over-d' &&
      (maxAbsDifference(c.matrix.data, v.matrix.data) === 0 || !x.logRatio),
    holds: rotationHolds(v),
    anchor: v.anchor,
    allDistinct: v.unique === r.L,
    closest: closest !== null,
    closestKind: !closest
      ? 'pair'
      : closest.v.ties === 1
        ? 'pair'
        : closest.v.offset !== null
          ? 'offset'
          : 'many',
    tight: closest !== null && closest.v.distance < 0.01,
    samePoint: maxAbsDifference(rowOf(bad, 0), rowOf(bad, 1)) < 1e-12,
    pairOneFinite: Number.isFinite(w1),
    onlyPairZero: v.frozen === r.d - 2 && r.d > 2,
    longerThanShown: wvMin > r.L,
    neverNegative: v.min >= 0,
    swappedBack: x.swappedBack !== null,
    shiftedByOne: x.shiftedByOne !== null,
    oneLogRatio: num(lo, 6) === num(hi, 6),
  };
  return { r, c, v, x, wcMax, wvMin, wvMax, w1, closest, facts };
}

type Context = ReturnType<typeof context>;

/** The facts as the engine found them in the scores `r` (tests/js compares them with `expected`). */
export function factsOf(r: Scores, variant: Pitfall): Facts {
  return context(r, variant).facts;
}

/**
 * The explanation's flags (which pitfall's block shows) and values, for the
 * scores `r` of the size `scored`, or as the engine will find them when `r`
 * is undefined (the first-paint frame: numbers blank). Values are functions,
 * computed only when their block is shown.
 */
export function explanation(r: Scores | undefined, variant: Pitfall, scored: Scored) {
  const at = r && context(r, variant);
  const predicted = expected(variant, scored);
  const f = at?.facts ?? predicted;
  const sine = variant === 'sine-only';
  const say = (phrase: Phrase | null): unknown =>
    phrase === null ? nothing : renderMarkup(chapter.phrases[phrase], values);
  // Each slot's width from the state alone (widths.ts), the same in the
  // frame and the view: a count of distinct rows as the state predicts it.
  const w = explanationWidths(variant, scored, predicted.allDistinct ? scored.L : 1);
  /** A number of the engine's in a slot `chars()` wide: blank until the scores arrive. */
  const slot = (g: (x: Context) => string | number, chars: () => number) => (): Sized =>
    sized(at ? String(g(at)) : '', chars());
  /** A phrase chosen by the facts. */
  const pick = (g: (facts: Facts) => Phrase | null) => () => say(g(f));
  const flags: Record<Flag, boolean> = {
    iOverDNone: false,
    iOverD: false,
    oneFunction: false,
    swapped: false,
    oneIndexed: false,
    timesD: false,
    dOver2i: false,
  };
  flags[f.noEffect ? 'iOverDNone' : blockOf[variant]] = true;
  const rotation = (): Phrase =>
    f.holds === null
      ? 'rotationNeedsMore'
      : !f.holds
        ? 'rotationBroken'
        : variant === 'swapped'
          ? 'rotationMirrored'
          : 'rotationHolds';
  const onePair = (a: Context) => (sine ? a.x.sinePair : a.x.cosinePair);
  // Every pair turns on its circle (all but sine-only and cosine-only): the
  // closest distance has a closed form (widths.ts), else it is a search.
  const rotates = variant !== 'sine-only' && variant !== 'cosine-only';
  const values = {
    k: K,
    L: scored.L,
    d: scored.d,
    rotationText: pick(rotation),
    // Holding: a tiny error; broken: 3 decimals (widths.ts).
    rotationError: () =>
      f.holds === null
        ? ''
        : f.holds
          ? slot((a) => significant(a.v.rotation!, 2), tinyWidth)()
          : slot(
              (a) => fixed(a.v.rotation!, 3),
              () => BROKEN_CHARS,
            )(),
    distinct: pick((x) => (x.allDistinct ? 'allDistinct' : 'someDistinct')),
    rows: grouped(scored.L),
    unique: slot((a) => grouped(a.v.unique), w.unique),
    closestWhich: pick((x) => (x.closest ? CLOSEST_PHRASE[x.closestKind] : null)),
    closestOffset: slot((a) => a.closest?.v.offset ?? '', w.closestOffset),
    closestTies: slot((a) => (a.closest ? grouped(a.closest.v.ties) : ''), w.closestTies),
    closestA: slot((a) => a.closest?.v.a ?? '', w.closestPosition),
    closestB: slot((a) => a.closest?.v.b ?? '', w.closestPosition),
    closestDistance: slot(
      (a) => (a.closest ? (rotates ? dist : roughDistance)(a.closest.v.distance) : ''),
      w.closestDistance,
    ),
    correctClosest: slot((a) => (a.closest ? dist(a.closest.c.distance) : ''), w.correctClosest),
    logRatio: () =>
      f.oneLogRatio
        ? slot((a) => num(a.x.logRatio?.[0] ?? NaN, 6), w.logRatio)()
        : say('logRatioRange'),
    // Shown only if the engine's ratios differed in 6 digits, which no base
    // from 1.001 on gives (tests/js): their data-chars (8, "0.499999") bound them.
    logRatioLo: () => (at ? num(at.x.logRatio?.[0] ?? NaN, 6) : ''),
    logRatioHi: () => (at ? num(at.x.logRatio?.[1] ?? NaN, 6) : ''),
    longest: slot((a) => wavelength(a.wvMax), w.longest),
    correctLongest: slot((a) => wavelength(a.wcMax), w.correctLongest),
    sqrtWavelength: slot((a) => wavelength(a.x.sqrtWavelength), w.sqrtWavelength),
    rotationState: pick((x) => (x.holds === false ? 'rotationIsBroken' : 'rotationStillHolds')),
    anchorState: pick((x) => (x.anchor ? 'anchorStill' : 'anchorNot')),
    mirror: () => say(sine ? 'sineMirror' : 'cosineMirror'),
    other: () => say(sine ? 'sineOther' : 'cosineOther'),
    otherValue: slot((a) => fixed(sine ? a.x.pi - 1 : 2 * a.x.pi - 1, 4), w.otherValue),
    bad0: slot((a) => vector(rowOf(onePair(a)[0], 0)), w.bad0),
    bad1: slot((a) => vector(rowOf(onePair(a)[0], 1)), w.bad1),
    samePoint: pick((x) => (x.samePoint ? 'samePoint' : 'almostSamePoint')),
    good0: slot((a) => vector(rowOf(onePair(a)[1], 0)), w.good0),
    good1: slot((a) => vector(rowOf(onePair(a)[1], 1)), w.good1),
    partner: () => say(sine ? 'sinePartner' : 'cosinePartner'),
    constant: () => say(sine ? 'sineConstant' : 'cosineConstant'),
    butClosest: pick((x) => (x.closest ? 'butClosest' : null)),
    row0: slot((a) => vector(a.v.row0.slice(0, ROW0_SHOWN), 4), w.row0),
    swappedBack: pick((x) => (x.swappedBack ? 'swappedBack' : null)),
    // Tiny errors: bounded (TINY_CHARS), "0" when the engine's two ways agree exactly.
    swappedBackError: slot(
      (a) => (a.x.swappedBack !== null ? significant(a.x.swappedBack, 2) : ''),
      tinyWidth,
    ),
    shiftedByOne: pick((x) => (x.shiftedByOne ? 'shiftedByOne' : null)),
    shiftedByOneError: slot(
      (a) => (a.x.shiftedByOne !== null ? significant(a.x.shiftedByOne, 2) : ''),
      tinyWidth,
    ),
    oneIndexedDistinct: pick((x) => (x.allDistinct ? 'stayDistinct' : 'countDistinct')),
    pairOne: pick((x) => (scored.d <= 2 ? null : x.pairOneFinite ? 'pairOne' : 'pairOneOverflow')),
    pairOneWavelength: slot((a) => wavelength(a.w1), w.pairOneWavelength),
    frozen: slot((a) => a.v.frozen, w.frozen),
    onlyPairZero: pick((x) => (x.onlyPairZero ? 'onlyPairZero' : null)),
    shortest: slot((a) => wavelength(a.wvMin), w.shortest),
    timesDistinct: pick((x) => (x.allDistinct ? 'timesAllDistinct' : 'timesSomeDistinct')),
    irrational: pick((x) => (x.onlyPairZero ? 'irrational' : null)),
    timesClosest: pick((x) => (x.closest ? 'timesClosest' : 'timesFewPositions')),
    timesRotation: pick((x) => (x.holds ? 'timesRotationPasses' : rotation())),
    longerThanShown: pick((x) => (x.longerThanShown ? 'longerThanShown' : null)),
    range: slot((a) => rangeText(a.v), w.range),
    neverNegative: pick((x) => (x.neverNegative ? 'neverNegative' : null)),
    dClosest: pick((x) => (x.closest ? 'dClosest' : null)),
    dDistinct: pick((x) => (x.allDistinct ? 'dAllDistinct' : 'dSomeDistinct')),
    tight: pick((x) => (x.tight ? 'tight' : null)),
  };
  return { flags, values };
}
