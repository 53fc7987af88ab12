// The exercises view's pure module: the shapes a Run asks for, the failure
// explanations, the share-link limit, and the engine's verdicts on the
// numeric questions and guided exercises, checked against closed forms
// computed here independently of the engine.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';

import { acceptReply, judgeOutcomes } from '../../../dist/lib/views/exercises/sandbox/checker.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { decodeCodeParam, parseQuery, toLinkQuery } from '../../../dist/lib/views/link.js';
import {
  BASE_SHAPES,
  checkDot,
  checkLongest,
  checkPe0,
  derive,
  dotQuestion,
  explainFailure,
  longestPair,
  parseNumbers,
  runShapes,
  verifyEx1,
  verifyEx2,
  verifyEx3,
} from '../../../dist/lib/views/exercises/derive.js';
import { exercisesExportShape } from '../../../dist/lib/views/exercises/export-shape.js';
import { quiz } from '../../../dist/lib/content/exercises.js';
import { markupText, parseMarkup } from '../../../dist/lib/content/markup.js';
import {
  MAX_LINK_QUERY_LENGTH,
  codeLinkFits,
} from '../../../dist/lib/views/exercises/share-link.js';
import { api as pe } from '../util.mjs';

const omega = (i, d) => Math.pow(10000, (-2 * i) / d);

function close(actual, expected, tol, what) {
  assert.ok(Math.abs(actual - expected) <= tol, `${what}: ${actual} vs ${expected}`);
}

test('a run asks for the base shapes plus the reader’s small shape', () => {
  assert.deepEqual(runShapes(16, 32), [...BASE_SHAPES.map((s) => [...s]), [16, 32]]);
  assert.deepEqual(derive({ ...defaultState, seqLen: 16, dModel: 32 }).shapes.at(-1), [16, 32]);
});

test('a run does not repeat a base shape or add one larger than 128', () => {
  assert.equal(runShapes(50, 8).length, BASE_SHAPES.length);
  assert.equal(runShapes(129, 8).length, BASE_SHAPES.length);
  assert.equal(runShapes(8, 130).length, BASE_SHAPES.length);
});

test('numbers are parsed from commas, spaces, semicolons and brackets', () => {
  assert.deepEqual(parseNumbers('[0, 1; 0.5  -2]'), [0, 1, 0.5, -2]);
  assert.equal(parseNumbers('0, x, 1'), '"x" is not a number');
});

test('PE(0) at d_model 8 is right only as 0, 1 repeated', () => {
  assert.equal(checkPe0(pe, '0, 1, 0, 1, 0, 1, 0, 1').ok, true);
  const wrong = checkPe0(pe, '0 1 0 1 0 1 0 0.5');
  assert.equal(wrong.ok, false);
  assert.match(wrong.message, /dimension 7 is wrong/);
  assert.match(checkPe0(pe, '0 1 0 1 0 1 0').message, /You typed 7 numbers/);
  assert.match(checkPe0(pe, '0 1 a').message, /"a" is not a number/);
});

test('PE(0) with sine and cosine swapped (1, 0 repeated) gets the swapped hint', () => {
  const verdict = checkPe0(pe, '1 0 1 0 1 0 1 0');
  assert.equal(verdict.ok, false);
  assert.match(
    verdict.message,
    /sine and cosine are swapped\. The even dimensions 2i hold sin\(0\) = 0 and the odd dimensions 2i\+1 hold cos\(0\) = 1/,
  );
});

test('PE(0) typed as all zeros gets the hint that the odd dimensions hold cos(0) = 1', () => {
  const verdict = checkPe0(pe, '0 0 0 0 0 0 0 0');
  assert.equal(verdict.ok, false);
  assert.match(verdict.message, /the odd dimensions hold cosines, and cos\(0\) = 1/);
});

describe('the longest-wavelength question grades a wrong answer with its own hint', () => {
  const { pair, wavelengths } = longestPair(pe, 512);
  const pairs = wavelengths.length;

  test('256, the number of pairs, is off by one: pairs run from 0 to 255', () => {
    const verdict = checkLongest(pe, String(pairs));
    assert.equal(verdict.ok, false);
    assert.match(verdict.message, /off by one\. d_model = 512 has 256 pairs/);
    assert.match(verdict.message, /pairs run from 0 to d_model\/2 − 1 = 255: there is no pair 256/);
  });

  test('511 is a dimension, the cos of pair 255, not a pair index', () => {
    const verdict = checkLongest(pe, '511');
    assert.equal(verdict.ok, false);
    assert.match(verdict.message, /511 is a dimension \(the cos of pair 255\), not a pair index/);
    assert.doesNotMatch(verdict.message, /off by one/);
  });

  test('another dimension above 256 names its own pair and function (510: the sin of pair 255)', () => {
    assert.match(checkLongest(pe, '510').message, /510 is a dimension \(the sin of pair 255\)/);
    assert.match(checkLongest(pe, '300').message, /300 is a dimension \(the sin of pair 150\)/);
  });

  test("another pair index is told its wavelength beside pair 0's, from the engine", () => {
    const verdict = checkLongest(pe, '100');
    assert.equal(verdict.ok, false);
    assert.ok(
      verdict.message.includes(`your pair 100 has ${Math.round(wavelengths[100])}`),
      verdict.message,
    );
    assert.match(verdict.message, /pair 0 has only 6\.28 positions/);
    assert.doesNotMatch(verdict.message, /off by one|is a dimension/);
  });

  test('a negative, fractional or too large number, or no number, is not a pair index', () => {
    for (const text of ['-1', '2.5', '600', '', 'x']) {
      assert.match(
        checkLongest(pe, text).message,
        /a pair index is a whole number from 0 to 255 at d_model = 512/,
        text,
      );
    }
  });

  test('the right answer is the engine’s longest pair', () => {
    assert.equal(checkLongest(pe, String(pair)).ok, true);
  });
});

test('the longest wavelength at d_model 512 is pair 255, 2π·10000^(510/512)', () => {
  const { pair, wavelengths } = longestPair(pe, 512);
  assert.equal(pair, 255);
  close(wavelengths[255], 2 * Math.PI * Math.pow(10000, 510 / 512), 1e-9, 'wavelength');
  assert.equal(checkLongest(pe, ' 255 ').ok, true);
  assert.equal(checkLongest(pe, '0').ok, false);
  assert.equal(checkLongest(pe, '').ok, false);
});

test('PE5·PE8 and PE10·PE13 at d_model 512 both equal Σ cos(3ω_i)', () => {
  let reference = 0;
  for (let i = 0; i < 256; i++) reference += Math.cos(3 * omega(i, 512));
  const { a, b, equal } = dotQuestion(pe);
  close(a, reference, 1e-11, 'PE5·PE8');
  close(b, reference, 1e-11, 'PE10·PE13');
  assert.equal(equal, true);
  assert.equal(checkDot(pe, 'yes').ok, true);
  assert.equal(checkDot(pe, 'no').ok, false);
});

test('the dot-product feedback defines ω_i where it uses it, with the offset k = 3', () => {
  assert.match(
    checkDot(pe, 'yes').message,
    /the offset k = 3 .*contributes cos\(k·ω_i\), with ω_i = 1\/10000\^\(2i\/d_model\) the pair's frequency/,
  );
});

test('exercise 1 finds 50 distinct rows in [−1, 1] at d_model 64', () => {
  const r = verifyEx1(pe, 50, 64);
  assert.equal(r.unique, 50);
  assert.equal(r.max, 1); // cos(0) in row 0
  assert.ok(r.min >= -1 && r.min < -0.99, `min ${r.min}`);
  assert.throws(() => verifyEx1(pe, 20000, 64), RangeError);
});

test('exercise 2 maps PE(pos) to PE(pos+k) with one rotation at pair 3, k 7', () => {
  const d = 64;
  const w = omega(3, d);
  const { r, rows, maxError } = verifyEx2(pe, 3, 7, d);
  close(r[0], Math.cos(7 * w), 1e-15, 'R00');
  close(r[1], Math.sin(7 * w), 1e-15, 'R01');
  close(r[2], -Math.sin(7 * w), 1e-15, 'R10');
  close(r[3], Math.cos(7 * w), 1e-15, 'R11');
  assert.deepEqual(
    rows.map((row) => row.pos),
    [0, 3, 17, 42, 100],
  );
  for (const row of rows) {
    close(row.actual[0], Math.sin((row.pos + 7) * w), 1e-13, `sin at ${row.pos}`);
    close(row.actual[1], Math.cos((row.pos + 7) * w), 1e-13, `cos at ${row.pos}`);
  }
  assert.ok(maxError < 1e-12, `max error ${maxError}`);
});

test('exercise 3: a lower pair oscillates faster, and a shared pair ties', () => {
  const r = verifyEx3(pe, 64, 2, 40, 'b');
  assert.equal(r.faster, 'a');
  assert.equal(r.correct, false);
  close(r.wa, (2 * Math.PI) / omega(1, 64), 1e-9, 'wavelength of dim 2');
  assert.equal(verifyEx3(pe, 64, 2, 40, 'a').correct, true);
  assert.equal(verifyEx3(pe, 64, 4, 5, null).faster, 'same');
  assert.throws(() => verifyEx3(pe, 64, 64, 1, 'a'), /from 0 to 63; got 64/);
});

test('exercise 3: dimensions 40 and 41 (one pair) are right only as "Same rate"', () => {
  assert.equal(verifyEx3(pe, 64, 40, 41, 'a').correct, false);
  assert.equal(verifyEx3(pe, 64, 40, 41, 'b').correct, false);
  assert.equal(verifyEx3(pe, 64, 40, 41, 'same').correct, true);
});

test('exercise 3: "Same rate" for two pairs is wrong', () => {
  assert.equal(verifyEx3(pe, 64, 2, 40, 'same').correct, false);
});

describe('the ramp of quiz Q5 and the challenge: what it keeps and what it loses', () => {
  const maxLen = 50;
  const ramp = (pos) => pos / maxLen;

  test('ramp(pos + k) − ramp(pos) is k/max_len at every pos: one fixed shift', () => {
    for (const k of [1, 3, 7]) {
      for (let pos = 0; pos + k < maxLen; pos++) {
        close(ramp(pos + k) - ramp(pos), k / maxLen, 1e-15, `k ${k}, pos ${pos}`);
      }
    }
  });

  /** The largest spread of a (n, n) matrix's values along one diagonal m − n = k. */
  function diagonalSpread(at, n, k) {
    let min = Infinity;
    let max = -Infinity;
    for (let m = k; m < n; m++) {
      const v = at(m, m - k);
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    return max - min;
  }

  test("the engine's PE dot products are constant along each diagonal; the ramp's are not", () => {
    const n = maxLen;
    const dp = pe.dotProducts(n, 64);
    for (const k of [1, 3, 10]) {
      assert.ok(
        diagonalSpread((m, q) => dp.data[m * n + q], n, k) < 1e-12,
        `PE·PE along m − n = ${k}`,
      );
      const rampSpread = diagonalSpread((m, q) => ramp(m) * ramp(q), n, k);
      assert.ok(rampSpread > 0.5, `ramp·ramp along m − n = ${k} spreads ${rampSpread}`);
    }
  });
});

describe('the quiz answers the review corrected (content/exercises.ts, quiz)', () => {
  const answer = (id) => quiz.phrases[`answer ${id}`];
  // Vaswani et al. 2017, §3.5 (arXiv:1706.03762), the two sentences quoted.
  const paper = [
    'We chose this function because we hypothesized it would allow the model to easily learn ' +
      'to attend by relative positions, since for any fixed offset k, PE_pos+k can be ' +
      'represented as a linear function of PE_pos.',
    'We chose the sinusoidal version because it may allow the model to extrapolate to ' +
      'sequence lengths longer than the ones encountered during training.',
  ].join(' ');
  const plain = (markup) => markupText(parseMarkup(markup), {});
  const quotes = (markup) => [...markup.matchAll(/<q>(.*?)<\/q>/g)].map((m) => m[1]);

  test('Q2 names the positions tested in exercise 1 and marks 50 of 50 as the course’s table', () => {
    assert.match(answer('q2'), /every position you tested in exercise 1/);
    assert.match(answer('q2'), /the course's table: 50 of 50/);
  });

  test('Q3 quotes §3.5 word for word: the reason is a hypothesis, and the sinusoid "may allow"', () => {
    const quoted = quotes(answer('q3')).map((q) => plain(q.replace(/<sub>(.*?)<\/sub>/g, '_$1')));
    assert.equal(quoted.length, 2);
    for (const q of quoted) assert.ok(paper.includes(q), q);
    assert.match(quoted[0], /hypothesized/);
    assert.match(quoted[1], /^may allow/);
    assert.match(answer('q3'), /Corrected from the course/);
    assert.doesNotMatch(answer('q3'), /actual reason sine\/cosine was chosen/);
  });

  test('Q5 and the challenge call ramp(pos + k) a fixed shift and mark the correction', () => {
    for (const id of ['q5', 'challenge']) {
      assert.match(answer(id), /ramp\(pos \+ k\) = ramp\(pos\) \+ k\/max_len/, id);
      assert.match(answer(id), /depends only on the offset m − n|depends on m − n alone/, id);
      assert.match(answer(id), /\(Corrected from the course/, id);
    }
  });
});

test('failures that name the network, the page or a syntax error get a hint', () => {
  assert.match(
    explainFailure('thrown', 'TypeError: fetch is not a function'),
    /network is unavailable/,
  );
  assert.match(explainFailure('thrown', 'ReferenceError: document is not defined'), /no document/);
  assert.match(explainFailure('syntax', 'SyntaxError: x'), /^Your code could not be loaded/);
  assert.equal(explainFailure('timeout', 'Time limit'), 'Time limit');
});

test('code that fits in a link comes back whole from the page’s parser', async () => {
  const code = 'function positionalEncoding(n, d) {\n  return [];\n}\n'.repeat(40);
  const state = { ...defaultState, view: 'exercises' };
  const { fits, length } = await codeLinkFits(state, code);
  assert.equal(fits, true);
  const { query } = await toLinkQuery({ ...state, code });
  assert.equal(query.length, length);
  const parsed = parseQuery(query);
  assert.deepEqual(parsed.notices, []);
  const notices = [];
  assert.equal(await decodeCodeParam(parsed.encodedCode, 'code', notices), code);
  assert.deepEqual(notices, []);
});

test('code whose link would be cut by the page’s parser is refused', async () => {
  // Text deflate barely shrinks: 19,500 letters from xorshift32.
  let x = 2463534242;
  const letters = Array.from({ length: 19500 }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return String.fromCharCode(97 + ((x >>> 0) % 26));
  }).join('');
  const { fits, length } = await codeLinkFits({ ...defaultState }, `// ${letters}`);
  assert.equal(fits, false);
  assert.ok(length > MAX_LINK_QUERY_LENGTH);
});

// ---- the page-side checker: the sandbox's reply is read, never trusted ----

const shapes = [
  [3, 4],
  [7, 2],
];
const good = () => [{ data: new Float64Array(12) }, { data: new Float64Array(14) }];

test('a reply with one float64 output per requested shape is accepted with the page’s shapes', () => {
  const result = acceptReply(shapes, { kind: 'outputs', outputs: good() });
  assert.equal(result.kind, 'done');
  assert.deepEqual(
    result.outcomes.map((o) => [o.seqLen, o.dModel, o.data.length]),
    [
      [3, 4, 12],
      [7, 2, 14],
    ],
  );
});

test('a fake "done" with no outcomes is a failed run', () => {
  const result = acceptReply(shapes, { kind: 'done', outcomes: [] });
  assert.equal(result.kind, 'failed');
  assert.match(result.message, /^The run failed/);
});

test('outcomes: null and outputs: null are failed runs, not exceptions', () => {
  assert.equal(acceptReply(shapes, { kind: 'done', outcomes: null }).kind, 'failed');
  assert.equal(acceptReply(shapes, { kind: 'outputs', outputs: null }).kind, 'failed');
  assert.equal(acceptReply(shapes, null).kind, 'failed');
  assert.equal(acceptReply(shapes, 'done').kind, 'failed');
});

test('fewer or more outputs than shapes asked for is a failed run', () => {
  const fewer = acceptReply(shapes, { kind: 'outputs', outputs: good().slice(0, 1) });
  assert.match(fewer.message, /2 shapes were asked for but 1 outputs came back/);
  const more = acceptReply(shapes, { kind: 'outputs', outputs: [...good(), ...good()] });
  assert.equal(more.kind, 'failed');
});

test('an output of the wrong length or type is a failed run', () => {
  const short = acceptReply(shapes, {
    kind: 'outputs',
    outputs: [{ data: new Float64Array(11) }, { data: new Float64Array(14) }],
  });
  assert.match(short.message, /shape \(3, 4\) is not 12 float64 values/);
  const plain = acceptReply(shapes, {
    kind: 'outputs',
    outputs: [{ data: Array(12).fill(0) }, { data: new Float64Array(14) }],
  });
  assert.equal(plain.kind, 'failed');
});

test('a failure with an unknown reason is reported as a protocol failure', () => {
  const result = acceptReply(shapes, { kind: 'failed', reason: 'pass', message: 'Well done' });
  assert.equal(result.reason, 'protocol');
  assert.doesNotMatch(result.message, /Well done/);
});

test('the engine, not the reply, decides: outputs equal to the engine pass, a shifted one fails', () => {
  const outcomes = [
    { seqLen: 3, dModel: 4, data: pe.positionalEncoding(3, 4).data },
    { seqLen: 7, dModel: 2, data: pe.positionalEncoding(7, 2).data.map((x) => x + 1e-6) },
  ];
  const verdict = judgeOutcomes(pe, outcomes);
  assert.equal(verdict.status, 'checked');
  assert.deepEqual(
    verdict.checks.map((c) => c.passed),
    [true, false],
  );
  assert.equal(judgeOutcomes(pe, []).status, 'failed');
});

test('the sandbox frame’s policy names the hash of its bootstrap script', () => {
  const html = readFileSync(
    new URL('../../../web/src/views/exercises/sandbox/sandbox.html', import.meta.url),
    'utf8',
  );
  const script = html.match(/<script>([\s\S]*?)<\/script>/)[1];
  const hash = createHash('sha256').update(script).digest('base64');
  const policy = html.match(/http-equiv="Content-Security-Policy"\s+content="([^"]*)"/)[1];
  assert.ok(policy.includes(`'sha256-${hash}'`), `policy ${policy} lacks 'sha256-${hash}'`);
  assert.match(policy, /default-src 'none'/);
  assert.doesNotMatch(policy, /connect-src|img-src|font-src|'self'|https?:/);
});

test("the first-paint frame keeps no export room: the view's export menu lists nothing, at several states", () => {
  // The view keeps ViewElement's exportData(), which is undefined: the menu
  // renders nothing, and so does <pe-export-room> without a shape.
  for (const partial of [{}, { seqLen: 50, dModel: 8 }, { seqLen: 1000, dModel: 512 }]) {
    const state = { ...defaultState, view: 'exercises', ...partial };
    assert.equal(exercisesExportShape(state), undefined, JSON.stringify(partial));
  }
});
