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
        "A Transformer's attention compares every " +
        '<a data-term="query">query</a> with every <a data-term="key">key</a>, and on its own it ' +
        'cannot tell where a token sits. Each scheme below puts position in somewhere: added to ' +
        'the input embedding (<a data-term="absolute-position">absolute</a>), as a rotation of ' +
        'queries and keys (<a data-term="rope">RoPE</a> and its scalings), or as a term or bias ' +
        'in the attention <a data-term="score">score</a> that depends on the distance between ' +
        'query and key (<a data-term="relative-position">relative</a>). <a data-term="nope">NoPE</a> puts it nowhere and ' +
        'lets the <a data-term="causal-mask">causal mask</a> do the work. Each name in the table ' +
        'links to its source.',
    },
    { figure: 'schemes' },
    // The table's footnote, under it so a phone's first screen reaches the table.
    {
      p:
        'Parameter counts are for a BERT-base-sized model: d<sub>model</sub> = ' +
        '{configDModel}, {heads} <a data-term="head">heads</a> and L = {maxLen} positions, ' +
        "computed by the engine's functions where it has one. Each count says what it covers: " +
        'the whole model (the learned table belongs to the input), one stack of layers (T5 ' +
        'shares its bias table across a stack), or one layer. Open a scheme’s own view for the ' +
        'details.',
      class: 'small',
    },
    { h: 'What each scheme makes of the distance D', depth: 1 },
    {
      p:
        'For a query at position m and a key at n = m − D, D positions behind it, each curve ' +
        'is in its own units, never rescaled. The upper panel holds numbers added to the ' +
        "score, or scores themselves: the sinusoidal encodings' dot product (the " +
        'position-position part of a score with identity projections and no content), the RoPE ' +
        'score of all-ones <strong>q</strong> and <strong>k</strong> (plain and with <a data-term="interpolation">position ' +
        'interpolation</a>), <a data-term="transformer-xl">Transformer-XL</a>’s global position term v<sup>T</sup>r<sub>D</sub>, ' +
        "ALiBi's bias −s<sub>h</sub>·D for three of its {alibiHeads} heads, and NoPE's 0. The " +
        'lower panel holds indices: <a data-term="t5-bias">T5</a>’s bucket and <a data-term="shaw">Shaw</a>’s clipped row, whose biases and ' +
        'vectors are learned, so the plot shows which one a distance reads. The readout gives ' +
        'every value at the distance under the pointer. d<sub>model</sub> = {dModel}.',
    },
    { figure: 'plot' },
  ],
});
