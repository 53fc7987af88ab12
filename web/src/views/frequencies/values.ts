// The values the frequencies chapter (content/frequencies.ts) interpolates:
// the state's own (d_model, the last pair, the columns of the first and the
// last pair) and the engine's facts when they have arrived ('' before: their
// slots stay blank at first paint).
import chapter from '../../content/frequencies.js';
import { renderMarkup, sized } from '../../ui/chapter.js';
import { fixed, grouped } from '../../ui/format.js';
import type { State } from '../state.js';
import { pairColumns } from './columns.js';
import type { FrequenciesModel } from './derive.js';
import { lengthText } from './length.js';

/** The chapter's values for `state`, with the engine's facts when known. */
export function frequenciesValues(state: State, model?: FrequenciesModel) {
  const { dModel, layout } = state;
  const facts = model?.facts;
  const ratio = facts?.ratio;
  const lastPair = dModel / 2 - 1;
  // The view's columns are the engine's (columnsOfPair); the frame's the
  // same rule from columns.ts, checked against the engine in tests/js.
  const first = facts?.shortestColumns ?? pairColumns(0, dModel, layout);
  const last = facts?.longestColumns ?? pairColumns(lastPair, dModel, layout);
  // A single pair has no ratio: the engine's facts say so, and before they
  // arrive so does the state (d_model 2 is the only width with one pair).
  const singlePair = model ? ratio === undefined : lastPair === 0;
  // Each fact follows from the state (λ_i = 2π · base^(2i/d_model)): its
  // slot is as wide as the state's own value written the same way, the
  // engine's number when it arrives (a base of 1e5 writes longer numbers).
  const { base } = state;
  const like = (text: string | undefined, width: string) => sized(text ?? '', width.length);
  const stateRatio = Math.pow(base, 2 / dModel);
  const values = {
    dModelGrouped: grouped(dModel),
    shortest: like(facts && fixed(facts.shortest, 4), fixed(2 * Math.PI, 4)),
    shortestSin: first.sin,
    shortestCos: first.cos,
    longest: like(
      facts && lengthText(facts.longest),
      lengthText(2 * Math.PI * Math.pow(base, (2 * lastPair) / dModel)),
    ),
    lastPair,
    longestSin: last.sin,
    longestCos: last.cos,
    dModel,
    limit: like(facts && grouped(facts.limit), grouped(2 * Math.PI * base)),
    // A single pair has no ratio (its phrase shows none).
    ratio:
      lastPair === 0
        ? ''
        : like(ratio !== undefined ? fixed(ratio, 4) : undefined, fixed(stateRatio, 4)),
    ratioPercent:
      lastPair === 0
        ? ''
        : like(
            ratio !== undefined ? fixed((ratio - 1) * 100, 2) : undefined,
            fixed((stateRatio - 1) * 100, 2),
          ),
    // The ratio's source label goes with the state (the problem page's d_model and base).
    ratioText: () =>
      renderMarkup(singlePair ? chapter.phrases.singlePair : chapter.phrases.ratio, values, state),
  };
  return values;
}
