// The values the RoPE context-extension chapter (content/rope-scaling.ts)
// interpolates: the state's own (the method, the factor, the lengths, the
// distances the score chart reaches) and the engine's when they have arrived
// (the pairs' classes, the attention factor, the cursors' readouts; '' before:
// their slots stay blank at the first paint).
import { nothing } from 'lit';

import { renderMarkup, sized } from '../../ui/chapter.js';
import { significant } from '../../ui/format.js';
import { wholeText } from '../../ui/whole-number.js';
import chapter from '../../content/rope-scaling.js';
import type { State } from '../state.js';
import { classWidths } from './classes.js';
import { pairKind, scoredDistance, viewScaling, type RopeScalingModel } from './derive.js';

const methodTitles: Record<string, string> = {
  none: 'none (plain RoPE)',
  linear: 'linear (position interpolation)',
  ntk: 'NTK-aware',
  'dynamic-ntk': 'dynamic NTK',
  yarn: 'YaRN',
  llama3: 'Llama 3',
};

/** A method's name in the controls and the prose. */
export function methodTitle(type: string): string {
  return methodTitles[type] ?? type;
}

type Value = (typeof chapter.values)[number];

/** Where the charts' cursors stand: a pair and a distance. */
export interface Cursors {
  readonly i: number;
  readonly d: number;
}

/** The chapter's values for `state`, with the engine's model and the cursors' readouts when known. */
export function ropeScalingValues(
  state: State,
  m?: RopeScalingModel,
  at?: Cursors,
): Readonly<Record<Value, unknown>> {
  const original = state.ropeOriginalMax;
  const extended = state.ropeFactor * original;
  const reach = scoredDistance(state);
  const phrase = (name: keyof typeof chapter.phrases) =>
    renderMarkup(chapter.phrases[name], values);
  const pair = m && at ? at.i : undefined;
  const d = m && at ? at.d : undefined;
  const share = m && pair !== undefined ? m.after.interpolation[pair]! : undefined;
  // The slots of the summary are as wide as the engine's counts and factor:
  // their widths from the engine's rule restated on the state (classes.ts),
  // the same in the frame and the view.
  const widths = classWidths(state.dModel, state.base, viewScaling(state));
  const count = (engine: number | undefined, chars: number) =>
    sized(engine === undefined ? '' : String(engine), chars);
  const values: Record<Value, unknown> = {
    title: methodTitle(state.ropeScaling),
    factor: significant(extended / original),
    original: wholeText(original),
    extended: wholeText(extended),
    half: state.dModel / 2,
    interpolated: count(m?.classes.interpolated, widths.interpolated),
    extrapolated: count(m?.classes.extrapolated, widths.extrapolated),
    blended: count(m?.classes.blended, widths.blended),
    attentionFactor: sized(m ? significant(m.after.attentionFactor) : '', widths.attentionFactor),
    // The factor multiplies q and k (HF: cos and sin times attention_scaling), so a score twice.
    scoreFactor: sized(
      m ? significant(m.after.attentionFactor * m.after.attentionFactor) : '',
      widths.scoreFactor,
    ),
    lastDistance: wholeText(reach),
    dModel: wholeText(state.dModel),
    distanceCount: wholeText(reach + 1),
    pair: pair ?? '',
    wavelengthBefore: m && pair !== undefined ? significant(m.before.wavelength[pair]!) : '',
    wavelengthAfter: m && pair !== undefined ? significant(m.after.wavelength[pair]!) : '',
    thetaBefore: m && pair !== undefined ? significant(m.before.invFreq[pair]!) : '',
    thetaAfter: m && pair !== undefined ? significant(m.after.invFreq[pair]!) : '',
    share: share !== undefined ? significant(share * 100, 4) : '',
    pairKind: () => (share !== undefined ? phrase(pairKind(share)) : nothing),
    turnNote: () =>
      m && pair !== undefined
        ? phrase(m.before.wavelength[pair]! > m.original ? 'slowPair' : 'fastPair')
        : nothing,
    distance: d !== undefined ? wholeText(d) : '',
    pastOrWithin: () => (d !== undefined ? phrase(d >= original ? 'past' : 'within') : nothing),
    scoreBefore: m && d !== undefined ? significant(m.scoreBefore[d]!) : '',
    scoreAfter: m && d !== undefined ? significant(m.scoreAfter[d]!) : '',
  };
  return values;
}
