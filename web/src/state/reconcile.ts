// How state fields constrain each other. A field's reader (field-readers.ts)
// sees one value; here a whole state is made consistent after a change, each
// adjustment with a notice naming the fields in the caller's vocabulary, so
// that no combination a link, an attribute or setState can give reaches a
// view as an engine error (T5's buckets and distance, the precision view's
// rows) or is silently drawn as something else (ALiBi's head). The limits are
// the engine's (facts.ts), never restated.
import { limits } from '../engine/facts.js';
import { EMBEDDING_SIZE, defaultState, fieldName, type State, type Vocabulary } from './fields.js';

/**
 * T5's maxExact: distances below it get a bucket each. numBuckets is halved
 * first when bidirectional (integer division both times, as the models' code).
 */
export function t5MaxExact(numBuckets: number, bidirectional: boolean): number {
  const half = bidirectional ? Math.floor(numBuckets / 2) : numBuckets;
  return Math.floor(half / 2);
}

type Rule = (state: State, notices: string[], name: (field: keyof State) => string) => void;

const pairBelowHalfDModel: Rule = (state, notices, name) => {
  const pairs = state.dModel / 2;
  if (state.pair >= pairs) {
    notices.push(
      `${name('pair')}=${state.pair} needs ${name('dModel')} > ${2 * state.pair}; using ${pairs - 1}.`,
    );
    state.pair = pairs - 1;
  }
  // dims beyond d_model - 1 stay in the state (a later larger d_model shows them
  // again); the frequencies view skips them.
};

const oneEmbeddingPerWord: Rule = (state, notices, name) => {
  const n = state.words.length;
  if (state.emb.length === n && state.emb.every((row) => row.length === EMBEDDING_SIZE)) return;
  const fallback = defaultState.emb;
  const rows: number[][] = [];
  for (let w = 0; w < n; w++) {
    const row = state.emb[w];
    rows.push(
      row && row.length === EMBEDDING_SIZE
        ? [...row]
        : [...(fallback[w % fallback.length] ?? [0, 0, 0, 0])].map(
            (v) => v + 0.8 * Math.floor(w / 3),
          ),
    );
  }
  notices.push(
    `${name('emb')} must hold ${EMBEDDING_SIZE} numbers for each of the ${n} words; filled in.`,
  );
  state.emb = rows;
};

const orderIsAPermutation: Rule = (state, notices, name) => {
  const n = state.words.length;
  const isPermutation =
    state.order.length === n &&
    new Set(state.order).size === n &&
    state.order.every((index) => index >= 0 && index < n);
  if (!isPermutation) {
    notices.push(
      `${name('order')} must list each word index 0..${n - 1} once; using the reverse order.`,
    );
    state.order = Array.from({ length: n }, (_, k) => n - 1 - k);
  }
  if (state.follow >= n) {
    notices.push(`${name('follow')}=${state.follow} is not a word index below ${n}; using 0.`);
    state.follow = 0;
  }
};

/** What the engine's t5Bucket takes: enough buckets for the direction, maxDistance above maxExact. */
const t5Buckets: Rule = (state, notices, name) => {
  const bidirectional = state.t5Bidirectional;
  const least = bidirectional ? limits.minT5BucketsBidirectional : limits.minT5BucketsCausal;
  const direction = `${name('t5Bidirectional')}=${bidirectional}`;
  if (state.t5Buckets < least) {
    notices.push(
      `${name('t5Buckets')}=${state.t5Buckets} is below ${least}, the fewest buckets when ${direction}; using ${least}.`,
    );
    state.t5Buckets = least;
  }
  const maxExact = t5MaxExact(state.t5Buckets, bidirectional);
  if (state.t5MaxDistance <= maxExact) {
    notices.push(
      `${name('t5MaxDistance')}=${state.t5MaxDistance} must be above maxExact = ${maxExact} ` +
        `(${state.t5Buckets} buckets, ${direction}); using ${maxExact + 1}.`,
    );
    state.t5MaxDistance = maxExact + 1;
  }
};

const alibiHeadExists: Rule = (state, notices, name) => {
  if (state.alibiHead >= state.alibiHeads) {
    const last = state.alibiHeads - 1;
    notices.push(
      `${name('alibiHead')}=${state.alibiHead} needs ${name('alibiHeads')} > ${state.alibiHead}; using ${last}.`,
    );
    state.alibiHead = last;
  }
};

/**
 * The precision view computes precision_len rows of d_model values in each
 * type (precisionStats: at most limits.maxTrigElements values). Checked only
 * while that view is shown: d_model is shared with every other view, and a
 * large d_model on the heat map says nothing about the precision view's rows.
 */
const precisionRowsFit: Rule = (state, notices, name) => {
  if (state.view !== 'precision') return;
  const values = state.precisionLen * state.dModel;
  if (values <= limits.maxTrigElements) return;
  const most = Math.floor(limits.maxTrigElements / state.dModel);
  notices.push(
    `${name('precisionLen')}=${state.precisionLen} with ${name('dModel')}=${state.dModel} is ` +
      `${values} values, more than the ${limits.maxTrigElements} the engine computes at once; using ${most}.`,
  );
  state.precisionLen = most;
};

const rules: readonly Rule[] = [
  pairBelowHalfDModel,
  oneEmbeddingPerWord,
  orderIsAPermutation,
  t5Buckets,
  alibiHeadExists,
  precisionRowsFit,
];

/** Makes dependent fields consistent, pushing one notice per adjustment; returns `state`. */
export function reconcile(
  state: State,
  notices: string[] = [],
  vocabulary: Vocabulary = 'query',
): State {
  const name = (field: keyof State) => fieldName(field, vocabulary);
  for (const rule of rules) rule(state, notices, name);
  return state;
}
