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
        'Each pair (PE(pos, 2i), PE(pos, 2i+1)) = (sin θ, cos θ) is a point on the unit circle at ' +
        'angle θ = pos / base<sup>2i/d<sub>model</sub></sup>. Moving k positions adds ' +
        'θ<sub>k</sub> = k / base<sup>2i/d<sub>model</sub></sup> to the angle, whatever pos is.',
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
                    'So one fixed matrix R<sub>k</sub>, which depends on k and not on pos, turns ' +
                    'PE(pos) into PE(pos + k): the model can learn “k tokens back” as a single ' +
                    'linear map. That is why the encoding uses sine and cosine pairs.',
                },
                {
                  p:
                    'Pair {pair} (columns {col0} and {col1}) turns by θ<sub>k</sub> = k / ' +
                    'base<sup>2i/d<sub>model</sub></sup> = {kText} / <span class="num" data-chars="7">{divisor}</span> = ' +
                    '<span class="num" data-value="theta" data-chars="7">{theta}</span> rad{turnsNote} per shift ' +
                    'of {kText} positions.',
                },
                { figure: 'rk' },
                {
                  p:
                    'R<sub>k</sub> (sin θ, cos θ) = (sin(θ + θ<sub>k</sub>), cos(θ + θ<sub>k</sub>)): ' +
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
        "The same fact seen from attention's side: PE(p)·PE(q) = Σ<sub>i</sub> cos((q − p) / " +
        'base<sup>2i/d<sub>model</sub></sup>) depends on q − p only. So the matrix of all dot ' +
        'products is constant along every diagonal, largest (d<sub>model</sub>/2) on the main ' +
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
