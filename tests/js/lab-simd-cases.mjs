// The lab calls tests/js/lab-simd.test.mjs compares between the scalar full
// module and its SIMD build (not a test file itself): training runs (in
// chunks, as the view trains), a loss and its gradient, logits, attention
// weights, evaluation, and the inspection's dotProducts, for every task and
// encoding, causal and bidirectional, at head widths and vocabularies that
// leave remainders after 2-lane vectors.

/** Every task x encoding x direction at a small size, and two larger shapes. */
export function labCases() {
  const cases = [];
  const encodings = ['none', 'sinusoidal', 'learned', 'rope', 'alibi', 't5', 'randomized'];
  const tasks = ['copy', 'reverse', 'sort', 'lookback'];
  let k = 0;
  for (const task of tasks) {
    for (const encoding of encodings) {
      for (const causal of [true, false]) {
        // Alternate shapes: d 8 x 2 heads, V 7 (odd); d 6 x 3 heads (width 2), V 9.
        const odd = k++ % 2 === 1;
        cases.push({
          config: {
            task,
            encoding,
            causal,
            layers: 2,
            dModel: odd ? 6 : 8,
            heads: odd ? 3 : 2,
            vocabSize: odd ? 9 : 7,
            maxLength: 6,
          },
          train: { seed: 11 + k, steps: 3, batchSize: 3, trainLengths: [2, 5], learningRate: 0.01 },
        });
      }
    }
  }
  // The benchmark's shape (bench/lab-step.mjs) and a wide one, a few steps each.
  cases.push({
    config: {
      task: 'lookback',
      encoding: 'learned',
      causal: true,
      layers: 2,
      dModel: 32,
      heads: 2,
      vocabSize: 16,
      maxLength: 24,
    },
    train: { seed: 1, steps: 2, batchSize: 8, trainLengths: [24, 24], learningRate: 0.001 },
  });
  cases.push({
    config: {
      task: 'sort',
      encoding: 'rope',
      causal: false,
      layers: 1,
      dModel: 64,
      heads: 4,
      vocabSize: 33,
      maxLength: 10,
    },
    train: { seed: 5, steps: 2, batchSize: 4, trainLengths: [3, 10], learningRate: 0.003 },
  });
  return cases;
}

/** Runs each case on `pe`: plain objects of typed arrays and numbers, for structured cloning. */
export function runCases(pe, cases) {
  return cases.map(({ config, train }) => {
    // Two chunks, the second resuming the first (the view's way of training).
    const first = pe.labTrain(config, { ...train, steps: 1 });
    const run = pe.labTrain(config, { ...train, steps: train.steps - 1, resume: first });
    const n = train.trainLengths[1];
    const batch = pe.labBatch(config, { seed: 99, batchSize: 2, length: n });
    const { loss, gradient } = pe.labLoss(config, run.params, batch);
    const evaluation = pe.labEvaluate(config, run.params, {
      seed: 4,
      lengths: [...new Set([3, n, config.maxLength])],
      examples: 3,
    });
    return {
      losses: Float64Array.of(...first.losses, ...run.losses),
      params: run.params,
      optimizer: run.optimizer,
      loss,
      gradient,
      logits: pe.labLogits(config, run.params, batch),
      attention: pe.labAttention(config, run.params, batch),
      accuracy: evaluation.accuracy,
      tokenAccuracy: evaluation.tokenAccuracy,
      gram: config.encoding === 'learned' ? pe.labPositionGram(config, run.params) : undefined,
      dotProducts: pe.dotProducts(2 * n + 1, config.dModel).data,
    };
  });
}
