// NoPE: the causal mask alone carries position (<pe-nope-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['controls', 'panels'],
  // The readout's, inside <pe-nope-panels>.
  values: ['t', 'weight', 'keys', 'output', 'recovered', 'position', 'verdict'],
  flags: [],
  phrases: {
    // The readout of one position, what it recovers and whether the outputs differ.
    readout:
      'position t = {t}: attention weight {weight} on each of {keys} keys, output ' +
      '{output}{recovered}. {verdict}',
    recovered: ', so t = 1 / output − 1 = {position}',
    distinct: 'Every output is distinct.',
    repeats: 'Outputs repeat: position is not recoverable.',
  },
  body: [
    { h: 'NoPE: the causal mask alone carries position', depth: 0 },
    {
      p:
        'NoPE means “no position encoding”: a decoder-only Transformer with nothing added to ' +
        'the input and nothing rotated or biased in attention. Yet the causal mask alone can ' +
        'tell positions apart:',
    },
    { figure: 'controls' },
    { figure: 'panels' },
    // After the figures, so a phone's first screen reaches them.
    {
      p:
        'Kazemnejad, Padhi, Natesan Ramamurthy, Das and Reddy (2023, “The Impact of Positional ' +
        'Encoding on Length Generalization in Transformers”) showed that such models still ' +
        'learn position, and generalise to longer inputs as well as or better than models with ' +
        'explicit encodings.',
    },
    {
      p:
        'The reason is the causal mask. Query t may only look at keys 0 … t. If all scores are ' +
        'equal, as they are when no position signal exists, the softmax spreads weight 1 / (t + ' +
        '1) evenly over those t + 1 keys. The output is the mean of the first t + 1 values. Give ' +
        'the first token a value of 1 and the rest 0 (a beginning-of-sequence marker) and the ' +
        'output is 1 / (t + 1): strictly decreasing, so every position gets its own number and ' +
        'a later layer can read t back. With a constant value sequence every output is the ' +
        'same, and position is lost: the mask needs something that varies.',
    },
  ],
});
