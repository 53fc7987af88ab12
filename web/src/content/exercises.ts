// Exercises: write positionalEncoding yourself, the checkpoint quiz, the
// numeric questions and the guided exercises 1 to 3 (<pe-exercises-view>).
//
// One chapter of the lesson in one file, so a reviewer reads the whole tab
// here; but the tab is built by several elements (the coding exercise, its
// work bar and Run feedback, the quiz, the numeric questions, the guided
// exercises), each in its own shadow root. So the file holds one chapter per
// element: the default export is the coding exercise (the view itself), and
// each named export the part one element renders. Most of their words are
// phrases: labels, buttons and verdicts the elements pick at run time.
import { defineChapter } from './format.js';

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
        'Write <code>positionalEncoding(seqLength, dModel)</code> in JavaScript. It returns the ' +
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
