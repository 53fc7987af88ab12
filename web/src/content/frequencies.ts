// Frequencies: every dimension is a wave (<pe-frequencies-view>). The
// engine's numbers sit in fixed-width slots (data-chars: "6.2832", "54410.2",
// "62,832", "1.1548", "15.48" at the defaults), each kept on one line with
// the punctuation after it (.nowrap: a slot is an inline block, and a line
// may break after one); the data-fact spans around them name them for tests.
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['controls', 'curves', 'notes', 'plot', 'error'],
  values: [
    'dModelGrouped',
    'shortest',
    'shortestSin',
    'shortestCos',
    'longest',
    'lastPair',
    'longestSin',
    'longestCos',
    'dModel',
    'limit',
    'ratioText',
    'ratio',
    'ratioPercent',
  ],
  flags: ['model'],
  phrases: {
    autoDims:
      'Chosen for d<sub>model</sub> = {dModelGrouped}: the sines of the pairs at 0, ¼, ½ and ¾ ' +
      'of the pair index.',
    chooseDims: 'Choose for d<sub>model</sub>',
    singlePair: 'd<sub>model</sub> = {dModel} has a single pair.',
    ratio:
      'λ<sub>i+1</sub> / λ<sub>i</sub> = base<sup>2/d<sub>model</sub></sup> = ' +
      '<span class="nowrap"><span class="num" data-fact="ratio" data-chars="6">{ratio}</span>' +
      ':</span> each pair\'s wavelength is <span class="nowrap"><span class="num" ' +
      'data-chars="5">{ratioPercent}</span>%</span> longer than the one before<span ' +
      'class="source" data-source="problem-ratio"> (the <cite data-ref="seed-problem">problem ' +
      'page</cite>’s check, at d<sub>model</sub> = 512, which cuts both off rather than ' +
      'rounding them)</span><span class="source" data-away="problem-ratio"> (the <cite ' +
      'data-ref="seed-problem">problem page</cite> checks it at d<sub>model</sub> = 512 and ' +
      'base 10000)</span>.',
  },
  body: [
    { h: 'Frequencies: every dimension is a wave', depth: 0 },
    { p: 'Fix one column of the encoding and read it down the positions: it is a wave.' },
    { figure: 'controls' },
    {
      when: 'model',
      body: [
        { figure: 'curves' },
        { figure: 'notes' },
        {
          p:
            'Column 2i holds sin(pos / base<sup>2i/d<sub>model</sub></sup>) and column 2i+1 the ' +
            'cosine of the same angle, so both columns of pair i repeat every λ<sub>i</sub> = ' +
            '2π · base<sup>2i/d<sub>model</sub></sup> positions. Low dimensions oscillate fast ' +
            'and tell neighbouring positions apart; high dimensions drift slowly and tell ' +
            'distant positions apart. Pair 0 alone already gives every whole position a ' +
            'different point (2π is irrational, so it never comes back exactly); the slower ' +
            'pairs keep far-apart positions <em>far apart</em>, like the hands of a clock that ' +
            'all turn at different, unrelated speeds.',
        },
        { h: 'The wavelength of every pair', depth: 1 },
        {
          p:
            "The wavelengths grow geometrically: each pair's is base<sup>2/d<sub>model</sub></sup> " +
            'times the one before, so on a logarithmic axis they lie on a straight line from 2π ' +
            'up towards base · 2π. The base sets the top of the range; d<sub>model</sub> sets ' +
            'how finely it is divided. Hover or use the arrow keys to read a pair; click it (or ' +
            'press Enter) to select it and open its columns in the heat map.',
        },
        { figure: 'plot' },
        {
          div: 'card facts',
          body: [
            {
              dl: [
                [
                  'Shortest wavelength',
                  '<span class="num" data-fact="shortest" data-chars="6">{shortest}</span> ' +
                    'positions = 2π, ' +
                    'pair 0 (columns {shortestSin} and {shortestCos}), whatever the base and ' +
                    'd<sub>model</sub>: the fastest wave.',
                ],
                [
                  'Longest wavelength',
                  '<span class="num" data-fact="longest" data-chars="7">{longest}</span> ' +
                    'positions, pair ' +
                    '{lastPair} (columns {longestSin} and {longestCos}) at d<sub>model</sub> = ' +
                    '{dModel}. As d<sub>model</sub> grows the last pair approaches, but never ' +
                    'reaches, base · 2π = <span class="nowrap"><span class="num" data-chars="6">{limit}' +
                    '</span>.</span> The paper’s “from 2π to 10000 · 2π” (<cite ' +
                    'data-ref="vaswani2017">§3.5</cite>) rounds up to this limit, and the <cite ' +
                    'data-ref="seed-problem">problem page</cite> gives it as the last pair’s ' +
                    'wavelength; no d<sub>model</sub> reaches it (the <cite ' +
                    'data-ref="seed-tutorial">tutorial</cite> checks the last pair at ' +
                    'd<sub>model</sub> = 512).',
                ],
                ['Consecutive ratio', '{ratioText}'],
              ],
            },
          ],
        },
      ],
      else: [{ figure: 'error' }],
    },
  ],
});
