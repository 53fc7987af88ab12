// The values the frequencies chapter (content/frequencies.ts) interpolates:
// the state's own (d_model, the last pair, the columns of the first and the
// last pair) and the engine's facts when they have arrived ('' before: their
// slots stay blank at first paint).
import chapter from '../../content/frequencies.js';
import { renderMarkup } from '../../ui/chapter.js';
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
  const values = {
    dModelGrouped: grouped(dModel),
    shortest: facts ? fixed(facts.shortest, 4) : '',
    shortestSin: first.sin,
    shortestCos: first.cos,
    longest: facts ? lengthText(facts.longest) : '',
    lastPair,
    longestSin: last.sin,
    longestCos: last.cos,
    dModel,
    limit: facts ? grouped(facts.limit) : '',
    ratio: ratio !== undefined ? fixed(ratio, 4) : '',
    ratioPercent: ratio !== undefined ? fixed((ratio - 1) * 100, 2) : '',
    ratioText: () =>
      renderMarkup(singlePair ? chapter.phrases.singlePair : chapter.phrases.ratio, values),
  };
  return values;
}
