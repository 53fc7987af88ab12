// The flags and values the pitfalls chapter (content/pitfalls.ts) is
// rendered with: the state's own (its sizes, its base, the example's words)
// and the engine's scores when they have arrived; before (the first-paint
// frame, frame.ts) the engine's numbers are blank and its verdicts are
// those a working engine gives (explain.ts, others.ts).
import { variantNames } from '../../engine/facts.js';
import type { Outcome } from '../../ui/derived-part.js';
import { significant } from '../../ui/format.js';
import type { State } from '../state.js';
import type { Concat, Scores } from './derive.js';
import { explanation } from './explain.js';
import { CAP, scoredSize, selectedPitfall } from './numbers.js';
import { others } from './others.js';

/** The chapter's flags and values at `state`, with the scores' outcome when known. */
export function pitfallsChapter(state: State, scores?: Outcome<Scores>, concat?: Outcome<Concat>) {
  const r = scores?.value;
  const explained = explanation(r, selectedPitfall(state.variant), {
    ...scoredSize(state),
    base: state.base,
  });
  const rest = others(state, r, concat);
  return {
    flags: {
      ...explained.flags,
      ...rest.flags,
      scores: scores === undefined || (scores.error === undefined && r !== undefined),
      capped: state.seqLen > CAP || state.dModel > CAP,
    },
    values: {
      ...explained.values,
      ...rest.values,
      mistakes: variantNames.length - 1,
      cap: CAP,
      base: significant(state.base, 8),
    },
    figures: rest.figures,
  };
}
