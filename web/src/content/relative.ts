// Relative position: a shift is a rotation (<pe-relative-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['controls', 'circle', 'rk', 'shiftTable', 'rotationError', 'dots', 'dotsError'],
  values: [
    'pair',
    'col0',
    'col1',
    'kText',
    'divisor',
    'theta',
    'turnsNote',
    'turns',
    'dModel',
    'plusK',
    'tablePositions',
    'pos',
    'posPlusK',
    'vectorError',
    'verdict',
    'dotsDModel',
    'seed0',
    'seed1',
  ],
  flags: ['rotation', 'dots'],
  phrases: {
    matches: '<span class="good">matches</span>',
    mismatch: '<span class="bad">does not match</span>',
    turnsNote: ' ({turns} turns; the figure shows what is left after the whole turns)',
  },
  body: [
    { h: 'Relative position: a shift is a rotation', depth: 0 },
    {
      p:
        'Each <a data-term="pair">pair</a> i holds PE(pos, 2i) = sin θ and PE(pos, 2i+1) = cos θ ' +
        'of one <a data-term="angle">angle</a> θ = pos·ω<sub>i</sub>, with ω<sub>i</sub> = 1 / ' +
        'base<sup>2i/d<sub>model</sub></sup>: read as (cos θ, sin θ), the point of the <a ' +
        'data-term="unit-circle">unit circle</a> at angle θ (the figure puts cos on x). Moving ' +
        'k positions (the <a data-term="offset">offset</a>) adds k·ω<sub>i</sub> to the angle, ' +
        'whatever pos is.',
    },
    { figure: 'controls' },
    {
      when: 'rotation',
      body: [
        {
          div: 'row',
          body: [
            { figure: 'circle' },
            {
              div: 'explain',
              body: [
                {
                  p:
                    'So one fixed <a data-term="rotation-matrix">matrix R<sub>k</sub></a>, which ' +
                    'depends on k and not on pos, turns PE(pos) into PE(pos + k): a <a ' +
                    'data-term="linear-map">linear map</a>. The paper chose sine and cosine pairs ' +
                    'because it <q>hypothesized it would allow the model to easily learn to attend ' +
                    'by relative positions</q> (<cite data-ref="vaswani2017">Vaswani et al. ' +
                    '2017</cite>, §3.5): a hope, not a proof, since attention sees W<sub>Q</sub>(e + ' +
                    'PE) and W<sub>K</sub>(e + PE), not PE alone.',
                },
                {
                  p:
                    'Pair {pair} (columns {col0} and {col1}) turns by k·ω<sub>i</sub> = k / ' +
                    'base<sup>2i/d<sub>model</sub></sup> = {kText} / <span class="num" data-chars="7">{divisor}</span> = ' +
                    '<span class="num" data-value="theta" data-chars="7">{theta}</span> rad{turnsNote} per shift ' +
                    'of {kText} positions.',
                },
                { figure: 'rk' },
                {
                  p:
                    'R<sub>k</sub> (sin θ, cos θ) = (sin(θ + kω<sub>i</sub>), cos(θ + kω<sub>i</sub>)): ' +
                    'the angle-addition formulas, written as a matrix. The full shift applies one ' +
                    'such 2×2 block to every pair of the d<sub>model</sub> = {dModel} dimensions ' +
                    "(this view always uses the paper's interleaved order, where a pair's columns " +
                    'sit side by side).',
                  class: 'muted',
                },
              ],
            },
          ],
        },
        { h: 'The same R<sub>{kText}</sub> works at every position', depth: 1 },
        {
          p:
            "Predicted = R<sub>{kText}</sub> applied to PE(pos) (the engine's shift of the whole " +
            'vector); actual = PE(pos {plusK}) encoded directly. Pair {pair} only; the last column ' +
            'checks all {dModel} dimensions. <span class="source" data-source="course-rotation">' +
            'This is the <cite data-ref="seed-course">course</cite>\'s table (“Module 10”): positions {tablePositions}, pair 0, k = 5, ' +
            'd<sub>model</sub> = 8.</span><span class="source" data-away="course-rotation">The ' +
            '<cite data-ref="seed-course">course</cite>\'s table (positions {tablePositions}) is at pair 0, k = 5, d<sub>model</sub> ' +
            '= 8: <a data-preset="course-rotation">Course “Module 10”: k = 5 table</a>.</span>',
        },
        { figure: 'shiftTable' },
        {
          p:
            'Whole vector at pos = {pos}: max |shift(PE({pos}), {kText}) − PE({posPlusK})| over ' +
            'all {dModel} dimensions = <span class="num" data-chars="7">{vectorError}</span>: {verdict} ' +
            '(tolerance 10<sup>−9</sup>).',
          value: 'check',
        },
      ],
      else: [{ figure: 'rotationError' }],
    },
    { h: 'Dot products depend only on the offset', depth: 1 },
    {
      p:
        "The same fact seen from attention's side: PE(pos)·PE(pos + k) = Σ<sub>i</sub> " +
        'cos(k·ω<sub>i</sub>) depends on the offset k only. So the matrix of all <a ' +
        'data-term="dot-product">dot products</a> is constant along every diagonal, largest ' +
        '(d<sub>model</sub>/2) on the main ' +
        'one, and symmetric: it measures distance, not direction. Hover a cell, or focus the ' +
        'matrix and use the arrow keys, to compare its whole diagonal.',
    },
    {
      when: 'dots',
      body: [
        { figure: 'dots' },
        {
          p:
            'At d<sub>model</sub> = {dotsDModel}: PE5·PE8 = ' +
            '<span class="num" data-chars="7">{seed0}</span> and PE20·PE23 = <span class="num" data-chars="7">{seed1}</span>, ' +
            'both on the diagonal of offset 3. <span class="source" data-source="tutorial-dots">' +
            'This is the <cite data-ref="seed-tutorial">tutorial</cite>\'s check (its pe(50, 512)).</span><span class="source" ' +
            'data-away="tutorial-dots">The <cite data-ref="seed-tutorial">tutorial</cite> checks them in pe(50, 512): <a ' +
            'data-preset="tutorial-dots">Tutorial “Positional encoding”: PE5·PE8</a>.</span>',
          value: 'seed',
        },
      ],
      else: [{ figure: 'dotsError' }],
    },
  ],
});
