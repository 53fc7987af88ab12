// The heat map: the whole encoding, every position and dimension (<pe-heatmap-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['toolbar', 'map', 'error', 'readout', 'table', 'checks', 'checksError'],
  values: [
    'scale',
    'first',
    'firstRounded',
    'base',
    'dModel',
    'lastPair',
    'last',
    'layoutSentence',
    'rowsPerPixel',
    'blurWhere',
    'row0',
    'zeroOneVerdict',
    'row1',
    'row1Note',
    'row10',
    'checkCells',
    'cells',
    'checkedCells',
    'seqLen',
    'min',
    'max',
    'minNote',
    'rangeVerdict',
    'unique',
    'uniqueVerdict',
  ],
  flags: ['singlePair', 'closeWaves', 'spreadWaves', 'blur', 'checks'],
  phrases: {
    diverging: '−1 (red) through 0 (white) to +1 (blue)',
    sequential: '−1 (dark purple) through 0 (teal) to +1 (yellow)',
    split: 'This is the <em>split</em> layout (all sines, then all cosines);',
    interleaved:
      "This is the paper's <em>interleaved</em> formula (sin, cos, sin, cos, …); many " +
      'implementations, the authors’ own <cite data-ref="tensor2tensor">tensor2tensor</cite> ' +
      'among them, put all sines first (the split layout) and space the frequencies so the ' +
      'last is exactly 1/10000;',
    // "Check the numbers": one item per check, while it runs and once it has.
    row0:
      'PE(0) = <code>{row0}</code>: {zeroOneVerdict}, the <a data-term="anchor">anchor</a> at ' +
      'position 0.',
    zeroOneChecking: '<span class="muted">checking its sin and cos columns</span>',
    zeroOne: '<span class="good">every sin is 0 and every cos is 1</span>',
    notZeroOne: '<span class="bad">not all sin 0 and cos 1</span>',
    // Each source's label shows only at its d_model (widget/presets.ts: sourceChecks).
    row1:
      'PE(1) = <code>{row1}</code> <span class="source" data-source="tutorial-row1">(the ' +
      '<cite data-ref="seed-tutorial">tutorial</cite>\'s check, at d_model = 512)</span><span class="source" ' +
      'data-source="course-row1">(the <cite data-ref="seed-course">course</cite>\'s check, at d_model = 8)</span><span ' +
      'class="source" data-away="tutorial-row1 course-row1">(the <cite data-ref="seed-tutorial">tutorial</cite> ' +
      'checks it at d_model = 512, the <cite data-ref="seed-course">course</cite> at 8: <a ' +
      'data-preset="tutorial-heatmap">Tutorial “Positional encoding”: 100 × 512</a>, <a ' +
      'data-preset="course-unique">Course “Module 10”: 50 × 8</a>)</span>: ' +
      '{row1Note}',
    // The course's third row (review 20 HM-5): its label only at d_model = 8.
    row10:
      'PE(10) = <code>{row10}</code> <span class="source" data-source="course-row10">(the ' +
      '<cite data-ref="seed-course">course</cite>\'s check, at d_model = 8)</span><span ' +
      'class="source" data-away="course-row10">(the <cite data-ref="seed-course">course</cite> ' +
      'checks it at d_model = 8: <a data-preset="course-unique">Course “Module 10”: 50 × ' +
      '8</a>)</span>.',
    row1Split:
      'sin 1 first, then the sines of the slower pairs; the cosines start at dimension d_model/2.',
    row1Interleaved: 'sin 1 and cos 1 first, then pairs of lower frequency.',
    tooLarge:
      'The range and distinct-row checks materialise the matrix, so they run up to {checkCells} ' +
      'cells; this one has {cells}. The heat map never builds it: it computes only the pixels on ' +
      'screen.',
    rangeChecking: 'Checking that all {cells} values lie in [−1, 1] (their min and max).',
    uniqueChecking:
      'Counting how many of the {seqLen} rows are distinct <span class="source" ' +
      'data-source="course-unique">(the <cite data-ref="seed-course">course</cite>\'s check, at 50 × 8)</span>.',
    range:
      'All {checkedCells} values lie in [−1, 1]: min {min}{minNote}, max {max} {rangeVerdict}.',
    aboveMinusOne: ' (just above −1: no position lands exactly on sin = −1)',
    none: '',
    inRange: '<span class="good">in range</span>',
    outOfRange: '<span class="bad">out of range</span>',
    unique:
      '<span data-value="unique">{unique} of {seqLen} rows are distinct</span> <span ' +
      'class="source" data-source="course-unique">(the <cite data-ref="seed-course">course</cite>\'s check, at 50 × 8)</span><span ' +
      'class="source" data-away="course-unique">(the <cite data-ref="seed-course">course</cite>\'s check is at 50 × 8: <a ' +
      'data-preset="course-unique">Course “Module 10”: 50 × 8</a>)</span> {uniqueVerdict}.',
    allUnique: '<span class="good">every position has its own vector</span>',
    someShared: '<span class="bad">some positions share a vector</span>',
  },
  body: [
    {
      p:
        "Each row is one position's encoding vector PE(pos), each column one dimension, coloured " +
        'on a fixed scale from {scale}.',
    },
    { figure: 'toolbar' },
    { figure: 'map' },
    // After the map, so a phone's first screen reaches it.
    {
      when: 'singlePair',
      body: [
        {
          p:
            'With d_model = 2 there is a single pair (<var>i</var> = 0): sin and cos of the ' +
            'angle pos itself, wavelength λ<sub>0</sub> = <span class="num" data-chars="6">{first}</span> positions, so ' +
            'positions about <span data-chars="1">{firstRounded}</span> apart look almost alike.',
        },
      ],
    },
    {
      when: 'closeWaves',
      body: [
        {
          p:
            'Pair <var>i</var> holds sin and cos of the same angle pos / ' +
            '{base}<sup>2i/{dModel}</sup>. With base {base} the wavelengths only grow from ' +
            'λ<sub>0</sub> = <span class="num" data-chars="6">{first}</span> to λ<sub>{lastPair}</sub> = ' +
            '<span class="num" data-chars="7">{last}</span> positions: every column ' +
            "turns at almost the same speed, so the rows repeat a similar pattern. The paper's " +
            'base 10000 spreads them over four orders of magnitude.',
        },
      ],
    },
    {
      when: 'spreadWaves',
      body: [
        {
          p:
            'Pair <var>i</var> holds sin and cos of the same angle pos / ' +
            '{base}<sup>2i/{dModel}</sup>, whose wavelength grows <a data-term="geometric-progression">geometrically</a> from ' +
            'λ<sub>0</sub> = <span class="num" data-chars="6">{first}</span> positions to λ<sub>{lastPair}</sub> = ' +
            '<span class="num" data-value="longest" data-chars="7">{last}</span> <span ' +
            'class="source" data-source="tutorial-wavelengths">(the <cite data-ref="seed-tutorial">tutorial</cite>\'s check, at d_model = ' +
            '512)</span><span class="source" data-away="tutorial-wavelengths">(the <cite data-ref="seed-tutorial">tutorial</cite>\'s check ' +
            'is at d_model = 512: <a data-preset="tutorial-heatmap">Tutorial “Positional ' +
            'encoding”: 100 × 512</a>)</span>: the fast columns flip from row to row, ' +
            'the slow ones barely change: pair 0 alone already tells every whole position apart, and ' +
            'the slower pairs keep far-apart positions far apart.',
        },
      ],
    },
    {
      p: '{layoutSentence} interleaved and split hold the same numbers in a different column order.',
    },
    {
      when: 'blur',
      body: [
        {
          p:
            'One pixel row spans {rowsPerPixel} positions. In {blurWhere}, whose wavelengths are ' +
            'shorter than that, sin and cos make at least one whole turn within every pixel, so ' +
            'their means nearly cancel and the columns look pale. Zoom in on positions to see ' +
            'them oscillate.',
          class: 'hint muted',
        },
      ],
    },
    // What the pointer and the keys do on the map (the canvas's description).
    {
      p:
        'Wheel or pinch zooms at the pointer, drag or <kbd>Shift</kbd>+wheel pans. On the ' +
        'focused map: arrows move the cursor (<kbd>Ctrl</kbd> for bigger steps), ' +
        '<kbd>+</kbd>/<kbd>−</kbd> zoom, <kbd>Shift</kbd>+arrows or <kbd>PgUp</kbd>/<kbd>PgDn</kbd> ' +
        'pan, <kbd>0</kbd> or <kbd>Home</kbd> fits.',
      class: 'hint muted',
      id: 'hint',
    },
    { figure: 'error' },
    { figure: 'readout' },
    { figure: 'table' },
    {
      when: 'checks',
      body: [{ h: 'Check the numbers', depth: 0 }, { figure: 'checks' }],
      else: [{ figure: 'checksError' }],
    },
  ],
});
