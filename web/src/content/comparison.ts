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
      'L<sub>max</sub> × d_model = <span class="num" data-chars="5">{parameters}</span> here;<br><span class="num" data-chars="7">{bert}</span> for BERT',
    lengthRow: 'Maximum length',
    lengthSinusoidal: 'none: defined for any position',
    lengthLearned: 'hard: L<sub>max</sub> = {trainLen} rows',
    lengthRope: 'none in principle',
    extrapolationRow: 'Extrapolation',
    extrapolationSinusoidal: 'yes: values stay in [−1, 1]<br>{maxBeyondNote}',
    maxBeyondNote: '(max <span class="num" data-chars="6">{maxBeyondShort}</span> past the line)',
    extrapolationLearned: 'no: positions ≥ L<sub>max</sub><br>have no embedding',
    extrapolationRope: 'theoretically; long contexts<br>need scaling in practice',
    relativeRow: 'Relative position',
    relativeSinusoidal: 'a linear map: PE(pos + k) = R<sub>k</sub> PE(pos){rotationNote}',
    rotationNote:
      '<br>(max error <span class="num" data-chars="7">{rotationError}</span> at k = {offset})',
    relativeLearned: 'none built in',
    relativeRope:
      'the score depends only on i − j<br>(spread <span class="num" data-chars="7">{ropeSpreadShort}</span>)',
    actsRow: 'Where it acts',
    actsAdded: 'added to the token embeddings',
    actsRope: 'rotates queries and keys<br>inside attention',
    usedRow: 'Used by',
    usedSinusoidal: 'the Transformer (2017)',
    usedLearned: 'BERT, GPT-2 (2019)',
    usedRope: 'LLaMA and similar models',
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
        'Three ways to tell a Transformer where each token is. <strong>Sinusoidal</strong> ' +
        '(Vaswani et al., 2017) adds a fixed vector computed from a formula. ' +
        '<strong>Learned</strong> embeddings (BERT, GPT-2) add a trainable row of a lookup ' +
        'table. <strong>RoPE</strong> (Su et al., 2021; used in LLaMA) adds nothing: it rotates ' +
        'the query and key vectors inside attention, so their dot product depends on the ' +
        'relative position i − j. The paper tried learned embeddings too and found "nearly ' +
        'identical results" (Table 3, row E); it kept the sinusoid because it "would allow the ' +
        'model to extrapolate to sequence lengths longer than the ones encountered during ' +
        'training."',
    },
    {
      when: 'model',
      body: [
        {
          p:
            'Both heat maps show positions 0 … {lastShown} (rows) by dimensions 0 … {lastDim} ' +
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
                '<span class="num" data-value="far" data-chars="10">{farMax}</span> {farVerdict} — a model trained on 512 ' +
                'positions can still be given an encoding for position {farPosition}.',
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
        { h: 'RoPE: the score depends only on i − j', depth: 1 },
        {
          p:
            'RoPE rotates each pair p, (x<sub>2p</sub>, x<sub>2p+1</sub>), of a query at ' +
            'position i by the angle i / base<sup>2p/d</sup>, and of a key at position j by ' +
            'j / base<sup>2p/d</sup>. Rotations compose, so the score q<sub>i</sub> · ' +
            'k<sub>j</sub> only sees the difference of the two angles: it is a function of ' +
            'i − j alone. Below, one fixed query q and key k ({dModel} random values each, seed ' +
            '{qkSeed}) are placed at every position 0 … {ropeLast}; every diagonal of the score ' +
            'matrix is constant.',
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
                    'up to <span class="num" data-value="rope-scale" data-chars="6">{ropeScale}</span>). Depends only on i − j: ' +
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
            'The progression reflects deepening understanding: the sinusoid showed that ' +
            'periodic functions can encode position; learned embeddings showed that flexibility ' +
            'helps; RoPE showed that encoding relative position directly in attention is more ' +
            'principled than adding absolute position to the embeddings. ALiBi (Press et al., ' +
            '2022), a fourth scheme, adds a position-dependent bias to the attention scores ' +
            'instead.',
        },
      ],
    },
  ],
});
