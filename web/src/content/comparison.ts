// Sinusoidal vs learned vs RoPE (<pe-comparison-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['controls', 'error', 'maps', 'ropeMap', 'summaryTable'],
  values: [
    'lastShown',
    'lastDim',
    'trainLen',
    'shown',
    'dims',
    'showPositions',
    'showDims',
    'bounded',
    'checked',
    'lastChecked',
    'maxBeyond',
    'boundedVerdict',
    'dModel',
    'dModelGrouped',
    'distinct',
    'distinctCapped',
    'unique',
    'farPosition',
    'farMax',
    'farVerdict',
    'parameters',
    'bert',
    'qkSeed',
    'ropeLast',
    'ropeL',
    'ropeSpread',
    'ropeScale',
    'ropeVerdict',
    'aI',
    'aJ',
    'aScore',
    'bI',
    'bJ',
    'bScore',
    'maxBeyondNote',
    'maxBeyondShort',
    'rotationNote',
    'rotationError',
    'offset',
    'ropeSpreadShort',
  ],
  flags: ['model', 'trainLenPast', 'capped', 'ropeSample', 'ropeCapped'],
  phrases: {
    noneBeyond:
      '<span class="muted">no positions past {trainLen} among the {checked} checked.</span>',
    beyond:
      'max |value| over positions {trainLen} … {lastChecked} = <span class="num" data-chars="10">{maxBeyond}</span> {boundedVerdict}.',
    boundedYes: '<span class="good">bounded (≤ 1)</span>',
    boundedNo: '<span class="bad">not bounded</span>',
    // Chosen when the engine finds every row distinct: its count is then {checked}.
    distinctAll: '<span class="good">{checked} of {checked}</span>',
    // Never in the first-paint frame (it takes the rows as distinct): its number needs no slot.
    distinctSome: '<span class="bad"><span class="num">{unique}</span> of {checked}</span>',
    distinctCapped:
      '<span class="muted">(Checked up to {checked} positions to stay responsive.)</span>',
    farIn: '<span class="good">within [−1, 1]</span>',
    farOut: '<span class="bad">outside [−1, 1]</span>',
    ropeYes: '<span class="good">yes</span>',
    ropeNo: '<span class="bad">no</span>',
    // The summary table: a row's name, then its cells for sinusoidal, learned, RoPE.
    parametersRow: 'Parameters',
    parametersLearned:
      'L × d_model = <span class="num" data-chars="5">{parameters}</span> here;<br><span class="num" data-chars="7">{bert}</span> for BERT',
    lengthRow: 'Maximum length',
    lengthSinusoidal: 'none: defined for any position',
    lengthLearned: 'hard: L = {trainLen} rows',
    lengthRope: 'none in principle',
    // Defined values are not extrapolation: models trained with the sinusoid
    // degrade past their training length (Press et al. 2022, Figure 1).
    extrapolationRow: 'Beyond the training length',
    extrapolationSinusoidal:
      'defined, in [−1, 1] {maxBeyondNote},<br>but models degrade past it (<cite ' +
      'data-ref="press2022">Press et al.</cite>)',
    maxBeyondNote: '(max <span class="num" data-chars="6">{maxBeyondShort}</span>)',
    extrapolationLearned: 'no row for positions ≥ L:<br>a hard limit',
    extrapolationRope: 'defined, but degrades<br>without rescaling',
    relativeRow: 'Relative position',
    relativeSinusoidal: 'a linear map: PE(pos + k) = R<sub>k</sub> PE(pos){rotationNote}',
    rotationNote:
      '<br>(max error <span class="num" data-chars="7">{rotationError}</span> at k = {offset})',
    relativeLearned: 'none built in',
    relativeRope:
      'the score depends only on m − n<br>(spread <span class="num" data-chars="7">{ropeSpreadShort}</span>)',
    actsRow: 'Where it acts',
    actsAdded: 'added to the token embeddings',
    actsRope: 'rotates queries and keys<br>inside attention',
    usedRow: 'Used by',
    usedSinusoidal: 'the Transformer (<cite data-ref="vaswani2017">2017</cite>)',
    usedLearned:
      'ConvS2S (<cite data-ref="gehring2017">2017</cite>),<br>BERT, GPT-2 (<cite ' +
      'data-ref="devlin2019">2019</cite>, <cite data-ref="radford2019">2019</cite>)',
    usedRope: 'LLaMA (<cite data-ref="touvron2023">2023</cite>), GPT-NeoX,<br>Mistral, Qwen2',
    propertyHead: 'Property',
    sinusoidalHead: 'Sinusoidal',
    learnedHead: 'Learned',
    ropeHead: 'RoPE',
  },
  body: [
    { h: 'Sinusoidal vs learned vs RoPE', depth: 0 },
    { figure: 'controls' },
    {
      when: 'model',
      body: [{ h: 'Past the training length', depth: 1 }, { figure: 'maps' }],
      else: [{ figure: 'error' }],
    },
    {
      p:
        'Three ways to tell a <a data-term="transformer">Transformer</a> where each token is. <strong>Sinusoidal</strong> ' +
        '(<cite data-ref="vaswani2017">Vaswani et al. 2017</cite>) adds a fixed vector ' +
        'of the <a data-term="absolute-position">absolute position</a>, computed from a formula. <strong><a data-term="learned-embedding">Learned</a></strong> ' +
        'embeddings (<cite data-ref="gehring2017">Gehring et al. 2017</cite>; then BERT, GPT-2) ' +
        'add a trainable row of a lookup table. <strong><a data-term="rope">RoPE</a></strong> ' +
        '(<cite data-ref="su2021">Su et al. 2021</cite>; used in LLaMA) adds nothing: it rotates ' +
        'the <a data-term="query">query</a> and <a data-term="key">key</a> vectors inside ' +
        'attention, so their dot product depends on the <a data-term="relative-position">' +
        'relative position</a> m − n. The paper tried learned embeddings too and found ' +
        '<q>nearly identical results</q> (Table 3, row E); it kept the <a data-term="sinusoid">sinusoid</a> because it ' +
        '<q>may allow the model to extrapolate to sequence lengths longer than the ones ' +
        'encountered during training</q> (§3.5). That was a hope, not a result: models trained ' +
        'with the sinusoid do not <a data-term="extrapolation">extrapolate</a>: they degrade past their <a data-term="training-length">training ' +
        'length</a> (<cite data-ref="press2022">Press et al. 2022</cite>, Figure 1).',
    },
    {
      when: 'model',
      body: [
        {
          p:
            'Both heat maps show positions 0 … {lastShown} (rows, set by the <a ' +
            'data-term="sequence-length">sequence length</a>) by dimensions 0 … {lastDim} ' +
            '(columns). The dashed line is the training length {trainLen}: the longest sequence ' +
            'the model saw. The sinusoid is defined at every position, so it simply continues ' +
            'below the line. A learned table has exactly {trainLen} rows, one per trained ' +
            'position; below the line there is no row to look up.',
        },
        {
          when: 'trainLenPast',
          body: [
            {
              p:
                'The training length is at or beyond the last position shown; raise Sequence ' +
                'length above {trainLen} (or lower the training length) to look past it.',
              class: 'muted',
            },
          ],
        },
        {
          when: 'capped',
          body: [
            {
              p:
                'Drawn: the first {shown} positions and {dims} dimensions (capped at ' +
                '{showPositions} × {showDims}).',
              class: 'muted',
            },
          ],
        },
        {
          ul: [
            { li: 'Sinusoidal beyond the line: {bounded}', check: 'bounded' },
            {
              li:
                'Distinct rows over positions 0 … {lastChecked} (d_model = {dModel}): ' +
                '{distinct}. {distinctCapped}',
              check: 'distinct',
            },
            {
              li:
                'Far past any training length: PE({farPosition}) has max |value| ' +
                '<span class="num" data-value="far" data-chars="10">{farMax}</span> {farVerdict}: ' +
                'a model trained on {trainLen} positions <em>can be given</em> an encoding for ' +
                'position {farPosition} (the <cite data-ref="seed-problem">problem page</cite>’s ' +
                'example uses 512); whether it can use it is another matter (see the summary).',
              check: 'far',
            },
            {
              li:
                'Learned: the table has {trainLen} rows, so position {trainLen} and beyond ' +
                '<span class="bad">have no embedding</span> (a hard maximum length). Its ' +
                'trainable parameters: {trainLen} × {dModelGrouped} = ' +
                '<strong data-value="parameters"><span class="num" data-chars="5">{parameters}</span></strong> ' +
                'here, and <strong data-value="bert"><span class="num" data-chars="7">{bert}</span></strong> ' +
                "in BERT's table (512 × 768).",
              check: 'learned',
            },
          ],
          class: 'checks',
          live: 'polite',
        },
        { h: 'RoPE: the score depends only on m − n', depth: 1 },
        {
          p:
            'RoPE rotates each pair i, (x<sub>2i</sub>, x<sub>2i+1</sub>), of the query at ' +
            'position m by the angle m·ω<sub>i</sub>, and of the key at position n by ' +
            'n·ω<sub>i</sub>, with ω<sub>i</sub> = 1 / base<sup>2i/d<sub>model</sub></sup> ' +
            '(in a real model, d<sub>head</sub>: each <a data-term="head">head</a> rotates its ' +
            'own q and k). Rotations compose, so the <a data-term="score">score</a> ' +
            '<strong>q</strong><sub>m</sub> · <strong>k</strong><sub>n</sub> only sees the difference of the two ' +
            'angles: it is a function of m − n alone. (Hugging Face’s Llama pairs x<sub>i</sub> ' +
            'with x<sub>i+d/2</sub> instead: the same rotation on a permuted vector, <cite ' +
            'data-ref="hf-rope">transformers</cite>.) Below, one fixed query vector <strong>q</strong> and ' +
            'key vector <strong>k</strong> ({dModel} random values each, seed {qkSeed}) are placed at every ' +
            'position 0 … {ropeLast}; every diagonal of the score matrix is constant.',
        },
        {
          div: 'maps rope',
          body: [
            { figure: 'ropeMap' },
            {
              ul: [
                {
                  li:
                    'Largest spread along any diagonal (max − min): <span class="num" data-chars="8">{ropeSpread}</span> (scores ' +
                    'up to <span class="num" data-value="rope-scale" data-chars="6">{ropeScale}</span>). Depends only on m − n: ' +
                    '{ropeVerdict}.',
                  check: 'rope',
                },
                {
                  li:
                    'score({aI}, {aJ}) = <span class="num" data-value="rope-a" data-chars="10">{aScore}</span> and ' +
                    'score({bI}, {bJ}) = <span class="num" data-value="rope-b" data-chars="10">{bScore}</span>: same ' +
                    'offset, same score.',
                  check: 'rope-sample',
                  when: 'ropeSample',
                },
                {
                  li:
                    'Showing the first {ropeL} positions (capped to keep the page responsive ' +
                    'at d_model = {dModel}).',
                  class: 'muted',
                  when: 'ropeCapped',
                },
                'Nothing is added to the embeddings and nothing is learned. In principle any ' +
                  'position works; in practice long contexts need scaling techniques.',
              ],
              class: 'checks',
              live: 'polite',
            },
          ],
        },
        { h: 'Summary', depth: 1 },
        { figure: 'summaryTable' },
        {
          p:
            'History: learned position vectors came first (<cite data-ref="gehring2017">Gehring ' +
            'et al. 2017</cite>); the Transformer’s sinusoid matched them (Table 3, row E) and ' +
            'needs no table; relative schemes (<cite data-ref="shaw2018">Shaw et al. 2018</cite>, ' +
            '<cite data-ref="dai2019">Transformer-XL 2019</cite>, <cite data-ref="raffel2020">T5 ' +
            '2020</cite>) moved position into attention; RoPE (<cite data-ref="su2021">Su et al. ' +
            '2021</cite>) does it by rotation; <a data-term="alibi">ALiBi</a> (<cite data-ref="press2022">Press et al. ' +
            '2022</cite>) adds a fixed distance penalty to the scores instead.',
        },
      ],
    },
  ],
});
