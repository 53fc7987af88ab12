// Atlas: every scheme on the same axes (<pe-atlas-view>). The table's rows
// (each scheme's paper, where position enters, ...) are the schemes' data,
// in each scheme's views/<id>/atlas.ts, which the CSV export shares.
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['schemes', 'plot'],
  values: ['configDModel', 'heads', 'maxLen', 'alibiHeads', 'dModel'],
  flags: [],
  phrases: {
    // The overview table's header.
    schemeHeader: 'Scheme',
    entersHeader: 'Position enters',
    parametersHeader: 'Learned parameters',
    kindHeader: 'Kind',
    beyondHeader: 'Past the training length',
    modelsHeader: 'Used by',
    // When a scheme's rows and curves (its atlas.ts) could not be loaded: the reason follows.
    schemesFailed: "The atlas's schemes could not be loaded:",
    retry: 'Retry',
  },
  body: [
    { h: 'Atlas: every scheme on the same axes', depth: 0 },
    {
      p:
        "A Transformer's attention compares every query with every key, and on its own it " +
        'cannot tell where a token sits. Each scheme below puts position in somewhere: added to ' +
        'the input embedding (absolute), as a rotation of queries and keys (RoPE and its ' +
        'scalings), or as a term or bias in the attention score that depends on the distance ' +
        'between query and key (relative). NoPE puts it nowhere and lets the causal mask do the ' +
        'work.',
    },
    { figure: 'schemes' },
    // The table's footnote, under it so a phone's first screen reaches the table.
    {
      p:
        'Parameter counts are for one attention layer of a model with d<sub>model</sub> = ' +
        "{configDModel}, {heads} heads and {maxLen} positions, computed by the engine's " +
        "functions where it has one. Open a scheme's own view for the details.",
      class: 'small',
    },
    { h: 'Contribution to the attention logit against distance', depth: 1 },
    {
      p:
        "For a query and a key D positions behind it: the sinusoidal encodings' dot product, " +
        'the RoPE score of all-ones q and k (plain and with position interpolation), ' +
        "Transformer-XL's global position term vᵀR<sub>D</sub>, ALiBi's bias −m·D for three of " +
        "{alibiHeads} heads, T5's bucket index and Shaw's clipped index (their biases and " +
        "vectors are learned, so the plot shows which one a distance uses), and NoPE's 0. Units " +
        'differ, so every curve is divided by its largest absolute value; the readout gives the ' +
        'raw numbers. d<sub>model</sub> = {dModel}.',
    },
    { figure: 'plot' },
  ],
});
