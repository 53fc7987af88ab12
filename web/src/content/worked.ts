// Worked example: d_model = 4 and three positions, cell by cell (<pe-worked-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['divisors', 'cells', 'map', 'knifeEdges', 'sums'],
  values: [
    'base',
    'dModel',
    'pair',
    'exponent',
    'divisor',
    'wavelength',
    'edgePos',
    'edgeDim',
    'edgeFn',
    'edgeAngle',
    'edgeValue',
    'edgeMidpoint',
    'edgeRounded',
    'edgeCut',
    'words',
    'div0',
    'div1',
    'last',
    'sin0',
    'sinLast',
    'cos0',
    'cosLast',
    'slowSin0',
    'slowSinLast',
    'slowCosLast',
    'ratio',
    'min',
    'max',
    'row0',
    'unique',
    'positions',
  ],
  flags: ['slowPair', 'closePairs', 'oneWord', 'fewWords'],
  phrases: {
    // One line of the divisors, per pair.
    divisor:
      'div<sub>{pair}</sub> = {base}^(2·{pair}/{dModel}) = {base}^{exponent} = ' +
      '<strong>{divisor}</strong> <span class="muted">(wavelength 2π·{divisor} = ' +
      '{wavelength})</span>',
    cellsCaption:
      'PE(pos, dim) for d_model = 4 and positions 0 to 2: formula, angle and value of every cell',
    // The map's caption, two lines: what it is, then its rows and columns.
    mapCaption: 'PE heat map:',
    mapAxes: 'rows = pos, columns = dim',
    // The map's accessible name (plain text: no markup).
    mapLabel:
      'Heat map of the 3 by 4 positional encoding: rows are positions 0 to 2, columns ' +
      'dimensions 0 to 3, colour from −1 to 1.',
    // The note under the map for each cell a hair from a 4-decimal midpoint.
    knifeEdge:
      '<sup>*</sup> PE(<span class="num" data-chars="1">{edgePos}</span>, ' +
      '<span class="num" data-chars="1">{edgeDim}</span>) = ' +
      '<span class="num" data-chars="3">{edgeFn}</span>(<span class="num" data-chars="4">{edgeAngle}</span>) = ' +
      '<span class="num" data-chars="12">{edgeValue}</span>, a hair from the midpoint ' +
      '<span class="num" data-chars="7">{edgeMidpoint}</span>: it rounds to ' +
      '<strong><span class="num" data-chars="6">{edgeRounded}</span></strong> at 4 decimals. ' +
      'The <cite data-ref="seed-problem">problem page</cite>\'s 4-decimal table prints ' +
      '<strong><span class="num" data-chars="6">{edgeCut}</span></strong>, the value cut off ' +
      'rather than rounded; the <cite data-ref="seed-tutorial">tutorial</cite> prints 5 decimals.',
  },
  body: [
    { h: 'Worked example: d_model = 4, three positions', depth: 0 },
    {
      p:
        'With d_model = 4 there are two (sin, cos) <a data-term="pair">pairs</a>. Pair i ' +
        'divides the position by {base}^(2i/4), giving the <a data-term="angle">angle</a> θ = ' +
        'pos / {base}^(2i/4); dimension 2i holds sin θ and ' +
        'dimension 2i + 1 holds cos θ. So pair i’s wave repeats every 2π·{base}^(2i/4) ' +
        'positions: its <a data-term="wavelength">wavelength</a>, listed with each divisor below.',
    },
    { h: '1. The divisors', depth: 1 },
    { figure: 'divisors' },
    { h: '2. Every cell: formula, angle, value', depth: 1 },
    { figure: 'cells' },
    // After the first table, so a phone's first screen reaches it.
    {
      p:
        'Fixed at d_model = 4, 3 positions and the paper\'s <a data-term="interleaved-split">interleaved layout</a>' +
        '<span class="source" data-source="worked-hand">, as in the <cite data-ref="seed-tutorial">tutorial</cite>\'s and the <cite data-ref="seed-problem">problem page</cite>\'s ' +
        'hand calculation</span>; the Base control applies.<span class="source" ' +
        'data-away="worked-hand"> The <cite data-ref="seed-tutorial">tutorial</cite>\'s and the <cite data-ref="seed-problem">problem page</cite>\'s hand calculation use base 10000: ' +
        '<a data-preset="worked">Tutorial and problem page: d_model = 4</a>.</span>',
      class: 'muted',
    },
    {
      div: 'figure',
      body: [
        { figure: 'map' },
        {
          div: 'notes',
          body: [
            {
              p: 'Each cell: the formula, the angle, the value at 4 decimals and (smaller) at 5.',
              class: 'muted note',
            },
            { figure: 'knifeEdges' },
          ],
        },
      ],
    },
    { h: '3. embedding + PE = the input the model sees', depth: 1 },
    {
      p:
        "Each token's embedding gets the PE row of its position added, number by number (added, " +
        'not <a data-term="concatenate">concatenated</a>: the width stays 4).',
    },
    { figure: 'sums' },
    {
      when: 'oneWord',
      body: [
        {
          p:
            'Only {words} word in the sentence; add words in the Word order lesson to fill all ' +
            'three positions.',
          class: 'muted note',
        },
      ],
    },
    {
      when: 'fewWords',
      body: [
        {
          p:
            'Only {words} words in the sentence; add words in the Word order lesson to fill all ' +
            'three positions.',
          class: 'muted note',
        },
      ],
    },
    { h: 'What the table shows', depth: 1 },
    {
      ul: [
        '<strong>Columns 0–1 (pair 0, divisor <span class="num" data-chars="1">{div0}</span>) ' +
          'change fast:</strong> from pos 0 to {last}, sin goes ' +
          '<span class="num" data-chars="1">{sin0}</span> → <span class="num" data-chars="4">{sinLast}</span> ' +
          'and cos <span class="num" data-chars="1">{cos0}</span> → ' +
          '<span class="num" data-chars="5">{cosLast}</span>: a fine-grained position signal.',
        {
          li:
            '<strong>Columns 2–3 (pair 1, divisor <span class="num" data-chars="3">{div1}</span>) ' +
            'change slowly:</strong> sin goes <span class="num" data-chars="1">{slowSin0}</span> → ' +
            '<span class="num" data-chars="4">{slowSinLast}</span> and cos stays near 1 ' +
            '(<span class="num" data-chars="6">{slowCosLast}</span> at pos {last}), because its ' +
            '<a data-term="frequency">frequency</a> is <span class="num" data-chars="3">{ratio}</span> times lower: a coarse ' +
            'position signal.',
          when: 'slowPair',
        },
        {
          li:
            '<strong>Columns 2–3 (pair 1, divisor <span class="num" data-chars="3">{div1}</span>)' +
            '</strong> change almost as fast as columns 0–1 (frequencies only ' +
            '<span class="num" data-chars="3">{ratio}</span>× apart): a small base squeezes the ' +
            'frequencies together.',
          when: 'closePairs',
        },
        '<strong>All values lie in [−1, 1]</strong>, as sines and cosines must: here from ' +
          '<span class="num" data-chars="7">{min}</span> to <span class="num" data-chars="1">{max}</span>.',
        '<strong>Position 0 is (<span class="num" data-chars="10">{row0}</span>)</strong>: sin 0 = ' +
          '0 and cos 0 = 1 at every frequency, a handy check of any implementation.',
        '<strong>Each row is unique:</strong> <span class="num" data-chars="1">{unique}</span> ' +
          'distinct rows out of {positions}, so no two positions share an encoding.',
      ],
      class: 'observations',
    },
  ],
});
