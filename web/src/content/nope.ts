// NoPE: the causal mask alone carries position (<pe-nope-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['controls', 'panels'],
  // The readout's, inside <pe-nope-panels>; then the body's (views/nope/values.ts).
  values: [
    't',
    'weight',
    'keys',
    'output',
    'recovered',
    'position',
    'verdict',
    'seqLen',
    'maxSeqLen',
    'firstNote',
  ],
  flags: [],
  phrases: {
    // The readout of one position, what it recovers and whether the outputs differ.
    readout:
      'position m = {t}: attention weight {weight} on each of {keys} keys, output ' +
      '{output}{recovered}. {verdict}',
    recovered: ', so m = 1 / output − 1 = {position}',
    distinct: 'Every output is distinct.',
    repeats: 'Outputs repeat: position is not recoverable.',
    // When the control asks for more positions than the panels draw.
    firstNote: ' (the first {maxSeqLen} drawn)',
  },
  body: [
    { h: 'NoPE: the causal mask alone carries position', depth: 0 },
    {
      p:
        '<a data-term="nope">NoPE</a> means “no position encoding”: a decoder-only ' +
        'Transformer with nothing added to the input and nothing rotated or biased in ' +
        'attention. Yet the <a data-term="causal-mask">causal mask</a> alone can tell ' +
        'positions apart. Uniform causal attention over {seqLen} positions{firstNote}:',
    },
    { figure: 'controls' },
    { figure: 'panels' },
    // After the figures, so a phone's first screen reaches them.
    {
      p:
        '<cite data-ref="haviv2022">Haviv et al. (2022)</cite> showed that language models ' +
        'without any encoding still learn position. <cite data-ref="kazemnejad2023">Kazemnejad ' +
        'et al. (2023)</cite> found that such models (decoder-only, about 100M parameters, on ' +
        'reasoning and arithmetic tasks) generalise to longer inputs as well as or better than ' +
        'models with explicit encodings; <cite data-ref="wang2024">Wang et al. (2024)</cite> ' +
        'found that their reach is still limited, as attention spreads thinner with length.',
    },
    {
      p:
        'The reason is the causal mask. The <a data-term="query">query</a> at position m may ' +
        'only look at keys 0 … m. Suppose a first layer gives every key the same ' +
        '<a data-term="score">score</a>: without position the scores still depend on the ' +
        'tokens, so this takes equal keys or a query that ignores them (zero query weights, a ' +
        'layer the model can learn, as in Kazemnejad et al.’s construction). Then the ' +
        '<a data-term="softmax">softmax</a> spreads weight 1 / (m + 1) evenly over those m + 1 ' +
        'keys, and the output is the mean of the first m + 1 values. Give the first token a ' +
        'value of 1 and the rest 0 (a beginning-of-sequence marker) and the output is ' +
        '1 / (m + 1): strictly decreasing, so every position gets its own number and a later ' +
        'layer can read m back. With a constant value sequence every output is the same, and ' +
        'position is lost: the mask needs something that varies.',
    },
  ],
});
