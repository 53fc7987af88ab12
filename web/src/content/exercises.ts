// Exercises: write positionalEncoding yourself, the checkpoint quiz, the
// numeric questions and the guided exercises 1 to 3 (<pe-exercises-view>).
//
// One chapter of the lesson in one file, so a reviewer reads the whole tab
// here; but the tab is built by several elements (the coding exercise, its
// work bar and Run feedback, the quiz, the numeric questions, the guided
// exercises), each in its own shadow root. So the file holds one chapter per
// element: the default export is the coding exercise (the view itself), and
// each named export the part one element renders; `tab` places the parts
// in page order. Most of their words are
// phrases: labels, buttons and verdicts the elements pick at run time.
import { defineChapter } from './format.js';

/**
 * The tab's parts in page order (<pe-exercises-view>, and its first-paint
 * frame): the work bar, the coding exercise, the quiz, the numeric questions
 * and the guided exercises, each an element with a chapter of its own.
 */
export const tab = defineChapter({
  figures: ['workBar', 'code', 'quiz', 'numeric', 'guided'],
  values: [],
  flags: [],
  phrases: {},
  body: [
    { figure: 'workBar' },
    { figure: 'code' },
    { figure: 'quiz' },
    { figure: 'numeric' },
    { figure: 'guided' },
  ],
});

/** The coding exercise (<pe-exercises-view>). */
export default defineChapter({
  figures: ['editor', 'buttons', 'shared', 'linkNotice', 'solution', 'result'],
  values: ['tolerance', 'shapes', 'error', 'length', 'max'],
  flags: [],
  phrases: {
    editorLabel: 'Your JavaScript code: the positionalEncoding function',
    run: 'Run',
    reset: 'Reset to starter code',
    share: 'Put my code in the share link',
    showSolution: 'Show a solution',
    running: 'Running…',
    loadFailed:
      'The code checker could not be loaded ({error}). Check the connection and press Run again.',
    tooLong:
      "Your code is too long for a link: with it the link's query would be {length} " +
      'characters, and the page reads at most {max}. The link was not changed; shorten the ' +
      'code (comments are a good start) and try again.',
    shared: "Your code is now part of this page's link (the address bar and the Share button).",
    confirmLabel: 'Confirm showing the solution',
    confirm:
      'Try it yourself first: you learn far more from a failing Run than from reading an ' +
      'answer. Show the solution anyway?',
    yesShow: 'Yes, show the solution',
    notYet: 'Not yet',
    solutionHeading: 'A reference solution',
    solutionLabel: 'Reference solution',
    copyIn: 'Copy into the editor',
    hide: 'Hide the solution',
  },
  body: [
    { h: 'Exercise: implement positional encoding', depth: 0, id: 'ex-code' },
    {
      p:
        '<strong>The exercise is JavaScript</strong>, not Python: your code runs in this ' +
        'browser, which has no NumPy. (Coming from NumPy? Run your NumPy code: the checker ' +
        'shows each of its steps in JavaScript.) Write ' +
        '<code>positionalEncoding(seqLength, dModel)</code>: it returns the ' +
        '(seqLength, dModel) matrix with <code>PE(pos, 2i) = sin(pos / 10000^(2i/d_model))</code> ' +
        'and <code>PE(pos, 2i+1) = cos(pos / 10000^(2i/d_model))</code>: positions count from ' +
        '0, base 10000, sines in even columns and cosines in odd columns, unrounded float64 ' +
        'values (JavaScript numbers are float64).',
    },
    { figure: 'editor' },
    { figure: 'buttons' },
    // Under the editor and its buttons, so a phone's first screen reaches the editor.
    {
      p:
        '<strong>Run</strong> checks your function cell by cell against the engine (tolerance ' +
        '{tolerance}) on shapes {shapes}, and names the classic mistakes when your output ' +
        'matches one.',
    },
    {
      p:
        'Your code runs in a sandboxed Web Worker with no access to the page, the network or ' +
        'storage, and is stopped after 2 s. It is kept in this browser (with your answers) and ' +
        'goes into the share link only if you put it there.',
      class: 'muted',
    },
    { figure: 'shared' },
    { figure: 'linkNotice' },
    { figure: 'solution' },
    { figure: 'result' },
  ],
});

/**
 * Shown instead of a bare SyntaxError when the code that failed reads as
 * Python (views/exercises/sandbox/python.ts): the NumPy steps of the
 * encoding (as the seeds' NumPy code writes them) and their JavaScript for
 * this exercise.
 */
export const python = defineChapter({
  figures: ['found', 'said'],
  values: ['signs', 'line', 'text', 'error'],
  flags: [],
  phrases: {
    found:
      '<strong>This looks like Python</strong> ({signs}), but the exercise is JavaScript: your code runs in ' +
      'this browser, which has no Python and no NumPy. Below, each NumPy step of the encoding ' +
      'and its JavaScript.',
    sign: 'line {line}: <code>{text}</code>',
    said: 'What JavaScript said: {error}',
  },
  body: [
    { figure: 'found' },
    { h: 'From NumPy to JavaScript', depth: 1 },
    {
      dl: [
        [
          '<code>import numpy as np</code>',
          'Nothing to import: <code>Math.sin</code>, <code>Math.cos</code> and ' +
            '<code>Math.pow</code> are built in.',
        ],
        [
          '<code>def pe(n, d):</code> and an indented body',
          '<code>function positionalEncoding(seqLength, dModel) &lbrace; … &rbrace;</code>: the ' +
            'body goes in braces (no colon; indentation is only for reading). Keep this name: ' +
            'the checker calls it.',
        ],
        [
          '<code>P = np.zeros((n, d))</code>',
          '<code>const out = new Float64Array(seqLength * dModel);</code> one flat array of ' +
            'float64 zeros, row-major: the value at (pos, j) is <code>out[pos * dModel + j]</code>. ' +
            '(An array of seqLength rows of dModel numbers works too.)',
        ],
        [
          '<code>np.arange(n)[:, None]</code>, <code>np.arange(d // 2)[None, :]</code> and ' +
            'broadcasting (or <code>for pos in range(n):</code>)',
          'Two loops, over positions and over pairs: <code>for (let pos = 0; pos &lt; ' +
            'seqLength; pos++)</code> and inside it <code>for (let i = 0; i &lt; dModel / 2; ' +
            'i++)</code>. JavaScript does not broadcast: each (pos, i) is one turn of the inner ' +
            'loop.',
        ],
        [
          '<code>10000 ** (2 * i / d)</code>',
          '<code>Math.pow(10000, (2 * i) / dModel)</code> (<code>**</code> works in JavaScript ' +
            'too). The exponent 2i/d_model is a fraction: never round it.',
        ],
        [
          '<code>d // 2</code>',
          '<code>dModel / 2</code> (d_model is even). In JavaScript <code>//</code> starts a ' +
            'comment.',
        ],
        [
          '<code>P[:, 0::2] = np.sin(pos / 10000 ** (2 * i / d))</code>',
          'Inside the loops: <code>const angle = pos / Math.pow(10000, (2 * i) / dModel);</code> ' +
            'then <code>out[pos * dModel + 2 * i] = Math.sin(angle);</code>',
        ],
        [
          '<code>P[:, 1::2] = np.cos(pos / 10000 ** (2 * i / d))</code>',
          '<code>out[pos * dModel + 2 * i + 1] = Math.cos(angle);</code> (the same angle)',
        ],
        ['<code>return P</code>', '<code>return out;</code> after the loops.'],
        ['<code># a comment</code>', '<code>// a comment</code>'],
      ],
    },
    { figure: 'said' },
  ],
});

/** What happens to the learner's work, and the buttons that act on all of it (<pe-work-bar>). */
export const workBar = defineChapter({
  figures: ['refused', 'buttons', 'status', 'text'],
  values: ['problem', 'max', 'length'],
  flags: [],
  phrases: {
    label: 'Your work',
    unavailable:
      '<strong>This browser does not allow storage here</strong>: your work is kept until the ' +
      'page is closed.',
    full:
      '<strong>Browser storage is full</strong>: your latest work is kept until the page is ' +
      'closed.',
    large:
      '<strong>Your work is too large to keep in this browser</strong> (more than {max} ' +
      'characters): it is kept until the page is closed.',
    refused:
      'The work stored for this page was not loaded: its record is {length} characters long, ' +
      'more than the {max} this page writes (so this page did not write it). Your next change ' +
      'replaces it.',
    copy: 'Copy my results',
    copied: 'Copied to the clipboard: paste it where your instructor collects results.',
    notCopied: 'This browser did not allow copying: select the text below and copy it.',
    cleared: 'Your work on this page was cleared.',
    clear: 'Clear my work',
    clearLabel: 'Confirm clearing your work',
    clearQuestion: 'Clear all code, answers and results kept for this page?',
    yesClear: 'Yes, clear my work',
    keep: 'Keep it',
    resultsLabel: 'Your results as text',
  },
  body: [
    {
      p:
        'Your code, answers and predictions are kept in this browser only (for this page), ' +
        'never sent anywhere. {problem}',
    },
    { figure: 'refused' },
    { figure: 'buttons' },
    { figure: 'status' },
    { figure: 'text' },
  ],
});

/**
 * The course's checkpoint quiz and independent challenge (<pe-exercise-quiz>),
 * verbatim in substance (source: the course, "Module 10: Sinusoidal
 * Positional Encoding"), except that references to other course modules
 * point to what is on this page (the Word order view, exercise 1), and
 * three corrections, each marked in its answer: Q2 names the rows the
 * learner tested, not the course's 50 of 50; Q3 says the paper's reason is
 * a hypothesis (§3.5, quoted); Q5 and the challenge no longer say that no
 * transformation maps ramp(pos) to ramp(pos + k) (it is a fixed shift) and
 * say what a ramp really loses. Each item's question and answer are the
 * phrases `question <id>` and `answer <id>`; after an answer is revealed the
 * learner marks it (the phrases `selfCheck`, `had`, `notYet`, ...).
 */
export const quiz = defineChapter({
  figures: ['quiz', 'challenge'],
  values: [],
  flags: [],
  phrases: {
    prediction: 'Your prediction (kept in this browser)',
    answer: 'Answer:',
    reveal: 'Reveal answer',
    selfCheck: 'Compared with your answer:',
    had: 'I had it',
    notYet: 'Not yet',
    markedHad: 'Marked: you had it (your own mark, counted in your results).',
    markedNotYet:
      'Marked: not yet (your own mark, counted in your results). Read the answer again, then ' +
      'try the next question.',
    'question q1':
      'What are the two formulas defining sinusoidal positional encoding, and what varies ' +
      'across dimension pairs?',
    'answer q1':
      'PE(pos, 2i) = sin(pos / 10000^(2i/d_model)) and PE(pos, 2i+1) = cos(pos / ' +
      '10000^(2i/d_model)). Across dimension pairs, the frequency changes — low i gives high ' +
      'frequency (fast oscillation), high i gives low frequency (slow oscillation).',
    'question q2':
      'What did the uniqueness check (exercise 1 below) confirm, and why does that matter given ' +
      'what the Word order view shows?',
    'answer q2':
      'That every position you tested in exercise 1 gets a distinct encoding (the ' +
      "course's table: 50 of 50). This matters because the " +
      'Word order view shows that without any positional information, self-attention gives a ' +
      'word the same output wherever it stands: "The cat sat" and "sat cat The" are ' +
      'indistinguishable to it. Uniqueness confirms that the sinusoidal scheme actually ' +
      'provides the distinguishing information that view shows is necessary.',
    'question q3':
      'What specific mathematical property did the rotation-matrix verification confirm, and ' +
      'why did the paper choose sine and cosine for it?',
    'answer q3':
      'That for any fixed offset k, a single rotation matrix (dependent only on k and the ' +
      "pair's frequency ω<sub>i</sub> = 1/10000<sup>2i/d_model</sup>, never on the absolute " +
      'position) correctly maps PE(pos) to PE(pos+k) at every tested position — verified ' +
      'directly across 5 different starting positions with an identical rotation matrix. This ' +
      'is the reason the paper gives for sine and cosine pairs, as a hypothesis: <q>We chose ' +
      'this function because we hypothesized it would allow the model to easily learn to attend ' +
      'by relative positions, since for any fixed offset k, PE<sub>pos+k</sub> can be ' +
      'represented as a linear function of PE<sub>pos</sub>.</q> Its reason for keeping the ' +
      'sinusoid over learned vectors is another: it <q>may allow the model to extrapolate to ' +
      'sequence lengths longer than the ones encountered during training</q> (<cite>Vaswani et ' +
      'al. 2017, §3.5</cite>). (Corrected from the course, which calls the rotation the actual ' +
      'reason sine and cosine were chosen.)',
    'question q4':
      'What real problem does a raw, unbounded position integer have that sinusoidal encoding ' +
      'avoids?',
    'answer q4':
      'It grows unboundedly, risking swamping token-embedding values (which stay small) at ' +
      'large positions — sinusoidal encoding stays bounded in [-1, 1] regardless of how large ' +
      'the position number is.',
    'question q5':
      'Why would a simple linear ramp value lose real capability compared to sinusoidal ' +
      'encoding, even though it does encode absolute position?',
    'answer q5':
      'Not because a shift is impossible: ramp(pos + k) = ramp(pos) + k/max_len is one fixed ' +
      'shift, the same at every pos. What is lost: (1) attention compares positions through ' +
      'dot products, and two ramp values give ramp(m)·ramp(n) = m·n/max_len<sup>2</sup>, which ' +
      'depends on where both tokens are, not on their offset m − n, while PE(m)·PE(n) = ' +
      'Σ<sub>i</sub> cos((m − n)·ω<sub>i</sub>) depends on m − n alone (ω<sub>i</sub> = ' +
      '1/10000<sup>2i/d_model</sup>, the frequency of pair i); (2) the value of a position ' +
      'depends on max_len, so the same position reads differently when max_len changes; (3) ' +
      'one number at one scale: neighbours differ by only 1/max_len. (Corrected from the ' +
      'course, which says no single transformation maps the ramp value at pos to the one at ' +
      'pos + k independently of pos.)',
    'question challenge':
      'A teammate suggests replacing sinusoidal positional encoding with a simple linear ramp ' +
      "(position / max_len, one single number appended to each token's embedding) to save " +
      'space, arguing "it still tells the model the position, and it\'s simpler." Using the ' +
      'verified fixed-rotation property, write two or three sentences on what specific ' +
      'capability this simplification would lose.',
    'answer challenge':
      'A single ramp value does encode absolute position, and shifting it is easy: ramp(pos + ' +
      'k) = ramp(pos) + k/max_len at every pos. What it loses is what attention uses: the dot ' +
      'product of two ramp values, m·n/max_len<sup>2</sup>, depends on where both tokens are, ' +
      'while the sinusoid’s PE(m)·PE(n) depends only on the offset m − n: “k tokens back” ' +
      'gives the same dot product at every position. The ramp also changes meaning with max_len and separates ' +
      'neighbours by only 1/max_len, one scale where the sinusoid has d_model/2 frequencies. ' +
      '(Corrected from the course, whose answer says no transformation maps the ramp value at ' +
      'pos to the one at pos + k independently of pos.)',
  },
  body: [
    { h: 'Checkpoint quiz', depth: 0, id: 'ex-quiz' },
    {
      p:
        'Write down your answer first, then reveal the answer of the course ' +
        '(<cite data-ref="seed-course">Module 10: Sinusoidal Positional Encoding</cite>), ' +
        'compare, and mark whether you had it: your marks count in your results as your own.',
    },
    { figure: 'quiz' },
    { h: 'Independent challenge', depth: 1 },
    { figure: 'challenge' },
  ],
});

/** Three questions with numeric answers, each checked by the engine (<pe-exercise-numeric>). */
export const numeric = defineChapter({
  figures: ['pe0', 'longest', 'dot'],
  values: [],
  flags: [],
  phrases: {
    pe0Question: '<strong>What is PE(0) for d_model = 8?</strong> Type the 8 numbers.',
    pe0Placeholder: 'e.g. 0, 0, 0, 0, 0, 0, 0, 0',
    checkPe0: 'Check PE(0)',
    longestQuestion:
      '<strong>Which pair index i has the longest wavelength at d_model = 512?</strong>',
    checkLongest: 'Check pair',
    dotQuestion: 'Is PE5·PE8 equal to PE10·PE13 at d_model = 512?',
    yes: 'Yes',
    no: 'No',
    checkDot: 'Check dot products',
  },
  body: [
    { h: 'Numeric questions, checked by the engine', depth: 0, id: 'ex-num' },
    { figure: 'pe0' },
    { figure: 'longest' },
    { figure: 'dot' },
  ],
});

/**
 * The course's hands-on exercises 1 to 3, each verified by the engine
 * (<pe-exercise-guided>): the forms' labels and the verdicts are phrases.
 */
export const guided = defineChapter({
  figures: ['ex1', 'ex2', 'ex3'],
  values: [
    'maxLen',
    'distinct',
    'unique',
    'rows',
    'min',
    'max',
    'inside',
    'prediction',
    'rightOrWrong',
    'k',
    'pair',
    'matrix',
    'maxError',
    'exactness',
    'verdict',
    'a',
    'b',
    'pairA',
    'pairB',
    'wa',
    'wb',
    'ca',
    'cb',
    'faster',
    'fasterDim',
  ],
  flags: [],
  phrases: {
    yes: 'Yes',
    no: 'No',
    dModel: 'd_model',
    ex1D: 'd_model (even)',
    ex1Len: 'max_len',
    ex1Predict: 'Your prediction: are all {maxLen} rows distinct?',
    ex1Verify: 'Verify exercise 1',
    ex1Result:
      '{distinct}; values range from <span class="mono">{min}</span> to ' +
      '<span class="mono">{max}</span> ({inside}). {prediction}',
    ex1Distinct: '{unique} of {rows} rows are distinct',
    inside: 'inside [−1, 1]',
    outside: 'outside [−1, 1]!',
    ex1Prediction: 'Your prediction was <strong>{rightOrWrong}</strong>.',
    right: 'right',
    wrong: 'wrong',
    ex2Pair: 'pair i',
    ex2K: 'offset k',
    ex2Verify: 'Verify exercise 2',
    ex2Matrix: 'R_{k} for pair {pair} = <span class="mono">{matrix}</span>',
    ex2Table: 'Rotation check at five positions',
    ex2Result: 'Max error over the five positions: {maxError} — {exactness}',
    ex2Exact: 'one rotation, independent of pos, maps every PE(pos) to PE(pos+k).',
    ex2Inexact: 'larger than rounding: check the inputs.',
    ex3A: 'dimension A',
    ex3B: 'dimension B',
    ex3Question: 'Which oscillates faster?',
    ex3OptionA: 'Dimension A ({a})',
    ex3OptionB: 'Dimension B ({b})',
    ex3OptionSame: 'Same rate',
    ex3Verify: 'Verify exercise 3',
    ex3Right: 'Right.',
    ex3NotQuite: 'Not quite.',
    ex3Result:
      '{verdict} Dimension {a} (pair {pairA}) has wavelength {wa} positions ({ca} cycles per ' +
      '100 positions); dimension {b} (pair {pairB}) has {wb} ({cb} cycles per 100 positions). ' +
      '{faster}',
    ex3Same: 'Both are in pair {pairA}: one frequency, so they oscillate at the same rate.',
    ex3Faster:
      'Dimension {fasterDim} oscillates faster: a lower pair index means a shorter wavelength.',
  },
  body: [
    { h: 'Hands-on exercises, verified by the engine', depth: 0, id: 'ex-guided' },
    { h: 'Exercise 1 — reproduce the full table', depth: 1 },
    {
      p:
        'Pick max_len and d_model (try d_model = 64, closer to real models). Predict, then let ' +
        'the engine check that every row is distinct and every value lies in [−1, 1].',
    },
    { figure: 'ex1' },
    { h: 'Exercise 2 — the rotation at another pair and offset', depth: 1 },
    {
      p:
        "For pair i and offset k the engine builds the 2×2 rotation R_k (it depends on k and the pair's " +
        'frequency, never on pos) and the page compares R_k·PE(pos) with PE(pos+k) on ' +
        'dimensions 2i and 2i+1 at five positions.',
    },
    { figure: 'ex2' },
    { h: 'Exercise 3 — which dimension oscillates faster?', depth: 1 },
    {
      p:
        'Pick two dimensions; decide which one completes more cycles over the same positions; ' +
        "the engine's wavelengths decide.",
    },
    { figure: 'ex3' },
  ],
});

/** The feedback of one checked Run (<pe-exercise-result>). */
export const result = defineChapter({
  figures: ['verdict', 'mistakes', 'problem', 'table', 'errorMap', 'shapes'],
  values: [
    'count',
    'tolerance',
    'failed',
    'seqLen',
    'dModel',
    'maxError',
    'row',
    'col',
    'yours',
    'expected',
    'shape',
    'verdict',
    'received',
    'rows',
    'cols',
    'problem',
  ],
  flags: [],
  phrases: {
    allPass: 'All {count} shapes match the engine within {tolerance}. Well done.',
    notYet: 'Not yet: {failed} of {count} shapes differ from the engine.',
    mistake: 'Recognised mistake:',
    mistakes: 'Recognised mistakes:',
    tableLabel: 'Results per shape',
    pass: 'pass',
    fail: 'fail',
    rejected: 'rejected',
    errorHeading: 'Where shape ({seqLen}, {dModel}) goes wrong',
    errorText:
      '|your value − engine| per cell, from 0 (dark) to the max error {maxError} (bright); rows ' +
      'are positions, columns dimensions. Worst cell: position {row}, dimension {col}: yours ' +
      '<span class="mono">{yours}</span>, expected <span class="mono">{expected}</span>.',
    errorLabel:
      'Heat map of the absolute error for shape ({seqLen}, {dModel}); worst at position {row}, ' +
      'dimension {col}',
    shapeHeading: 'Shape {shape}: {verdict}',
    yourOutput: 'Your output{received}',
    received: ' (received {rows} × {cols})',
    engine: 'Engine {shape}',
    difference: '|yours − engine|, max {maxError}',
    noMatrix: 'No matrix to draw: {problem}',
    nothingReturned: 'nothing was returned',
  },
  body: [
    { figure: 'verdict' },
    { figure: 'mistakes' },
    { figure: 'problem' },
    { figure: 'table' },
    { figure: 'errorMap' },
    { h: "Your output beside the engine's, shape by shape", depth: 1 },
    {
      p:
        'Values from −1 (red) through 0 (white) to 1 (blue); the difference |yours − engine| ' +
        'from 0 (dark) to its largest value (bright). Rows are positions, columns dimensions.',
      class: 'muted',
    },
    { figure: 'shapes' },
  ],
});
