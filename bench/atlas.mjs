// The worst allowed case of each atlas function (the schemes of the atlas:
// ALiBi, T5, Shaw, Transformer-XL, NoPE, RoPE scaling, DroPE, precision):
// the largest input each cost limit lets through, so that the README's
// "every allowed call within about 2 s" is measured, not assumed. Each case
// names the limit that bounds it; times are min and median of a few calls,
// and the ratio is against positionalEncoding(2048, 1024) timed in the same
// run (a baseline that moves with the machine's load, as these do).
import { formatTime, measure, table } from './harness.mjs';

/** The documented bound of one allowed call (README, "Cost limits"). */
export const CALL_BOUND_S = 2;

/**
 * The cases: [call, the limit that bounds it, run]. `pe` is the package API
 * (createPosEnc()); every size is derived from `pe.limits`, never restated.
 */
export function atlasWorstCases(pe) {
  const L = pe.limits;
  // Inputs are made once, outside the timed calls.
  const vector = (n) => {
    const v = new Float64Array(n);
    for (let k = 0; k < n; k++) v[k] = Math.sin(k + 1);
    return v;
  };
  const relative = new Float64Array(L.maxBiasElements);
  for (let k = 0; k < relative.length; k++) relative[k] = k - relative.length / 2;
  const biasSide = (heads) => Math.floor(Math.sqrt(L.maxBiasElements / heads));
  const squareSide = Math.floor(Math.sqrt(L.maxBiasElements));
  const xlSide = (d) => Math.floor(Math.sqrt(L.maxAttentionCost / d));
  const profileDistance = (d) => L.maxTrigElements / (d / 2) - 1;
  const trigRows = (d) => Math.floor(L.maxTrigElements / d);
  const v2 = vector(2);
  const v128 = vector(128);
  const vSquare = vector(squareSide);
  const vWidest = vector(L.maxDModel);
  const vLongest = vector(L.maxElements);
  const llama3 = { type: 'llama3', factor: 8, originalMaxPosition: 8192 };
  const yarn = { type: 'yarn', factor: 32, originalMaxPosition: 4096 };
  const cases = [
    ['alibiSlopes(1024)', 'maxHeads', () => pe.alibiSlopes(L.maxHeads)],
    [`alibiBias(${biasSide(1)}, 1)`, 'maxBiasElements', () => pe.alibiBias(biasSide(1), 1)],
    [
      `alibiBias(${biasSide(1024)}, 1024)`,
      'maxBiasElements',
      () => pe.alibiBias(biasSide(1024), 1024),
    ],
    [
      `t5Bucket(${L.maxBiasElements} positions)`,
      'maxBiasElements',
      () => pe.t5Bucket(relative, { numBuckets: L.maxT5Buckets, maxDistance: 2 ** 53 }),
    ],
    [
      `t5BucketMatrix(${squareSide}), ${L.maxT5Buckets} buckets`,
      'maxBiasElements',
      () => pe.t5BucketMatrix(squareSide, { numBuckets: L.maxT5Buckets, maxDistance: 2 ** 53 }),
    ],
    [
      `shawIndices(${squareSide}, ${L.maxShawK})`,
      'maxBiasElements',
      () => pe.shawIndices(squareSide, L.maxShawK),
    ],
    [
      `transformerXlTerms(${xlSide(2)}, 2)`,
      'maxAttentionCost',
      () => pe.transformerXlTerms(xlSide(2), 2),
    ],
    [
      `transformerXlTerms(${xlSide(512)}, 512)`,
      'maxAttentionCost',
      () => pe.transformerXlTerms(xlSide(512), 512),
    ],
    [`nopeCausalMean(${squareSide} values)`, 'maxBiasElements', () => pe.nopeCausalMean(vSquare)],
    [
      `ropeFrequencies(${L.maxDModel}, yarn)`,
      'maxDModel',
      () => pe.ropeFrequencies(L.maxDModel, { scaling: yarn }),
    ],
    [
      `ropeScoreProfile(2-vectors, ${profileDistance(2)}), llama3`,
      'maxTrigElements',
      () => pe.ropeScoreProfile(v2, v2, profileDistance(2), { scaling: llama3 }),
    ],
    [
      `ropeScoreProfile(${L.maxDModel}-vectors, ${profileDistance(L.maxDModel)}), yarn`,
      'maxTrigElements',
      () =>
        pe.ropeScoreProfile(vWidest, vWidest, profileDistance(L.maxDModel), {
          scaling: yarn,
        }),
    ],
    [
      `dropeCompare(128-vectors, ${profileDistance(128)}, 4096)`,
      'maxTrigElements',
      () => pe.dropeCompare(v128, v128, profileDistance(128), 4096),
    ],
  ];
  for (const precision of ['float32', 'float16', 'bfloat16']) {
    cases.push([
      `positionalEncoding(${trigRows(64)}, 64, ${precision})`,
      'maxTrigElements',
      () => pe.positionalEncoding(trigRows(64), 64, { precision }),
    ]);
  }
  // precisionStats: the shapes that were quadratic before rows were hashed
  // well (issue 18): narrow rows of float32 keys, many of them.
  for (const d of [2, 40, 8192]) {
    for (const precision of ['float32', 'float16', 'bfloat16']) {
      cases.push([
        `precisionStats(${trigRows(d)}, ${d}, ${precision})`,
        'maxTrigElements',
        () => pe.precisionStats(trigRows(d), d, { precision }),
      ]);
    }
  }
  cases.push([
    `roundToPrecision(${L.maxElements} values, float16)`,
    'maxElements',
    () => pe.roundToPrecision(vLongest, 'float16'),
  ]);
  return cases;
}

/** Prints the table; returns the worst median seen, in seconds. */
export function benchAtlas(pe, { runs = 3 } = {}) {
  const baseline = measure(() => pe.positionalEncoding(2048, 1024), {
    minTime: 0,
    minIters: runs,
    warmup: 1,
  });
  let worst = 0;
  const rows = atlasWorstCases(pe).map(([name, limit, call]) => {
    const t = measure(call, { minTime: 0, minIters: runs, warmup: 0 });
    worst = Math.max(worst, t.median);
    return [
      name,
      limit,
      formatTime(t.best),
      formatTime(t.median),
      `${(t.median / baseline.median).toFixed(1)}x`,
      t.median <= CALL_BOUND_S ? 'within' : 'OVER',
    ];
  });
  console.log(
    `\nWorst allowed case of each atlas function (${runs} calls each; baseline ` +
      `positionalEncoding(2048, 1024) median ${formatTime(baseline.median)}; bound ${CALL_BOUND_S} s)`,
  );
  console.log(
    table(
      ['call', 'bounded by', 'min', 'median', 'median / baseline', `<= ${CALL_BOUND_S} s`],
      rows,
    ),
  );
  return worst;
}
