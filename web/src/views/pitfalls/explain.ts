// What the explanation of a pitfall needs (its words: content/pitfalls.ts,
// one `when` block per pitfall): which block shows, and every number and
// phrase in it, from the derived scores. A new engine variant needs a flag
// here and a block there (the flags are a record over Pitfall, so the
// compiler asks for it).
import { nothing } from 'lit';

import chapter from '../../content/pitfalls.js';
import { renderMarkup } from '../../ui/chapter.js';
import { fixed, grouped, significant } from '../../ui/format.js';
import {
  K,
  maxAbsDifference,
  rangeOf,
  rotationHolds,
  rowOf,
  type Pitfall,
  type Scores,
} from './derive.js';
import { dist, num, rangeText, vector, wavelength } from './text.js';

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

/** What every value of one explanation is computed from. */
function context(r: Scores, variant: Pitfall) {
  const c = r.scores.get('correct')!;
  const v = r.scores.get(variant)!;
  const [, wcMax] = rangeOf(c.wavelengths);
  const [wvMin, wvMax] = rangeOf(v.wavelengths);
  const w1 = v.wavelengths.length > 1 ? v.wavelengths[1]! : NaN;
  return {
    r,
    c,
    v,
    x: r.extras,
    sine: variant === 'sine-only',
    same: maxAbsDifference(c.matrix.data, v.matrix.data) === 0,
    wcMax,
    wvMin,
    wvMax,
    w1,
    holds: rotationHolds(v),
    closest: v.closest && c.closest ? { v: v.closest, c: c.closest } : null,
    onlyPairZero: v.frozen === r.d - 2 && r.d > 2,
  };
}

type Context = ReturnType<typeof context>;

/**
 * The explanation's flags (which pitfall's block shows) and values, for the
 * scores `r` (none while they failed: then nothing shows). Values are
 * functions, computed only when their block is shown.
 */
export function explanation(r: Scores | undefined, variant: Pitfall) {
  const at = r && context(r, variant);
  const say = (phrase: Phrase | null): unknown =>
    phrase === null ? nothing : renderMarkup(chapter.phrases[phrase], values);
  const of =
    <T>(f: (x: Context) => T) =>
    () =>
      at ? f(at) : '';
  const flags: Record<Flag, boolean> = {
    iOverDNone: false,
    iOverD: false,
    oneFunction: false,
    swapped: false,
    oneIndexed: false,
    timesD: false,
    dOver2i: false,
  };
  if (at !== undefined) {
    const noEffect = variant === 'exponent-i-over-d' && (at.same || !at.x.logRatio);
    flags[noEffect ? 'iOverDNone' : blockOf[variant]] = true;
  }
  const values = {
    k: K,
    L: of((a) => a.r.L),
    d: of((a) => a.r.d),
    rotationText: of((a) => say(rotationPhrase(a))),
    rotationError: of((a) =>
      a.holds ? significant(a.v.rotation!, 2) : a.holds === false ? num(a.v.rotation!, 3) : '',
    ),
    distinct: of((a) => say(a.v.unique === a.r.L ? 'allDistinct' : 'someDistinct')),
    rows: of((a) => grouped(a.r.L)),
    unique: of((a) => grouped(a.v.unique)),
    closestA: of((a) => a.closest?.v.a ?? ''),
    closestB: of((a) => a.closest?.v.b ?? ''),
    closestDistance: of((a) => (a.closest ? dist(a.closest.v.distance) : '')),
    correctClosest: of((a) => (a.closest ? dist(a.closest.c.distance) : '')),
    logRatio: of((a) => {
      const [lo, hi] = a.x.logRatio ?? [NaN, NaN];
      return num(lo, 6) === num(hi, 6) ? num(lo, 6) : say('logRatioRange');
    }),
    logRatioLo: of((a) => num(a.x.logRatio?.[0] ?? NaN, 6)),
    logRatioHi: of((a) => num(a.x.logRatio?.[1] ?? NaN, 6)),
    longest: of((a) => wavelength(a.wvMax)),
    correctLongest: of((a) => wavelength(a.wcMax)),
    sqrtWavelength: of((a) => wavelength(a.x.sqrtWavelength)),
    rotationState: of((a) => say(a.holds === false ? 'rotationIsBroken' : 'rotationStillHolds')),
    anchorState: of((a) => say(a.v.anchor ? 'anchorStill' : 'anchorNot')),
    mirror: of((a) => say(a.sine ? 'sineMirror' : 'cosineMirror')),
    other: of((a) => say(a.sine ? 'sineOther' : 'cosineOther')),
    otherValue: of((a) => fixed(a.sine ? a.x.pi - 1 : 2 * a.x.pi - 1, 4)),
    bad0: of((a) => vector(rowOf(onePair(a)[0], 0))),
    bad1: of((a) => vector(rowOf(onePair(a)[0], 1))),
    samePoint: of((a) => {
      const [bad] = onePair(a);
      return say(
        maxAbsDifference(rowOf(bad, 0), rowOf(bad, 1)) < 1e-12 ? 'samePoint' : 'almostSamePoint',
      );
    }),
    good0: of((a) => vector(rowOf(onePair(a)[1], 0))),
    good1: of((a) => vector(rowOf(onePair(a)[1], 1))),
    partner: of((a) => say(a.sine ? 'sinePartner' : 'cosinePartner')),
    constant: of((a) => say(a.sine ? 'sineConstant' : 'cosineConstant')),
    butClosest: of((a) => say(a.closest ? 'butClosest' : null)),
    row0: of((a) => vector(a.v.row0, 4)),
    swappedBack: of((a) => say(a.x.swappedBack !== null ? 'swappedBack' : null)),
    swappedBackError: of((a) => (a.x.swappedBack !== null ? significant(a.x.swappedBack, 2) : '')),
    shiftedByOne: of((a) => say(a.x.shiftedByOne !== null ? 'shiftedByOne' : null)),
    shiftedByOneError: of((a) =>
      a.x.shiftedByOne !== null ? significant(a.x.shiftedByOne, 2) : '',
    ),
    oneIndexedDistinct: of((a) => say(a.v.unique === a.r.L ? 'stayDistinct' : 'countDistinct')),
    pairOne: of((a) => say(a.r.d > 2 ? 'pairOne' : null)),
    pairOneWavelength: of((a) => wavelength(a.w1)),
    overflow: of((a) => say(Number.isFinite(a.w1) ? null : 'overflow')),
    frozen: of((a) => a.v.frozen),
    onlyPairZero: of((a) => say(a.onlyPairZero ? 'onlyPairZero' : null)),
    shortest: of((a) => wavelength(a.wvMin)),
    timesDistinct: of((a) => say(a.v.unique === a.r.L ? 'timesAllDistinct' : 'timesSomeDistinct')),
    irrational: of((a) => say(a.onlyPairZero ? 'irrational' : null)),
    timesClosest: of((a) => say(a.closest ? 'timesClosest' : 'timesFewPositions')),
    timesRotation: of((a): unknown =>
      a.holds ? say('timesRotationPasses') : say(rotationPhrase(a)),
    ),
    longerThanShown: of((a) => say(a.wvMin > a.r.L ? 'longerThanShown' : null)),
    range: of((a) => rangeText(a.v)),
    neverNegative: of((a) => say(a.v.min >= 0 ? 'neverNegative' : null)),
    dClosest: of((a) => say(a.closest ? 'dClosest' : null)),
    dDistinct: of((a) => say(a.v.unique === a.r.L ? 'dAllDistinct' : 'dSomeDistinct')),
    tight: of((a) => say(a.closest !== null && a.closest.v.distance < 0.01 ? 'tight' : null)),
  };
  return { flags, values };
}

/** The sentence on the rotation check. */
function rotationPhrase(a: Context): Phrase {
  return a.holds === null ? 'rotationNeedsMore' : a.holds ? 'rotationHolds' : 'rotationBroken';
}

/** Sine-only or cosine-only: the pitfall's and the correct encoding's two positions at d_model = 2. */
function onePair(a: Context) {
  return a.sine ? a.x.sinePair : a.x.cosinePair;
}
