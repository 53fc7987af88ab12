// The exercise checker names each common mistake: every test submits that
// mistake's code, runs it the way the sandbox does (the harness's normalise
// on each requested shape, the page's acceptReply, then judgeOutcomes) and
// expects the mistake's name and explanation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  acceptReply,
  judgeFailure,
  judgeOutcomes,
} from '../../../dist/lib/views/exercises/sandbox/checker.js';
import { float32Model } from '../../../dist/lib/views/exercises/sandbox/float32.js';
import { normalise } from '../../../dist/lib/views/exercises/sandbox/flatten.js';
import { captureKit } from '../../../dist/lib/views/exercises/sandbox/harness-kit.js';
import {
  MAX_BYTES,
  MAX_MESSAGE_LENGTH,
  MAX_NUMBERS,
  RECEIVED_FACTOR,
} from '../../../dist/lib/views/exercises/sandbox/protocol.js';
import { BASE_SHAPES } from '../../../dist/lib/views/exercises/derive.js';
import { SOLUTION_CODE } from '../../../dist/lib/views/exercises/sandbox/questions.js';
import { api as pe } from '../util.mjs';

const shapes = BASE_SHAPES.map(([s, d]) => [s, d]);
const limits = { maxNumbers: MAX_NUMBERS, maxBytes: MAX_BYTES, maxText: MAX_MESSAGE_LENGTH };
const kit = captureKit(MAX_MESSAGE_LENGTH);

/** Loads `code` as a module, as the sandbox does, and checks it on the base shapes. */
async function check(code) {
  const url = `data:text/javascript,${encodeURIComponent(`${code}\nexport default positionalEncoding;`)}`;
  const fn = (await import(url)).default;
  const outputs = shapes.map(([s, d]) => {
    return normalise(fn(s, d), s, d, kit.slot(RECEIVED_FACTOR * s * d), limits, kit);
  });
  const reply = acceptReply(shapes, { kind: 'outputs', outputs });
  assert.equal(reply.kind, 'done', reply.message);
  return judgeOutcomes(pe, reply.outcomes);
}

/**
 * A loop over positions and pairs; `cell` is the body that fills `row` for
 * pair i at position p (with `a` the correct angle), `make` creates a row.
 */
function impl({
  angle = 'p / Math.pow(10000, (2 * i) / d)',
  cell = 'row[2 * i] = Math.sin(a); row[2 * i + 1] = Math.cos(a);',
  make = 'new Array(d).fill(0)',
  rows = 'n',
  pairs = 'd / 2',
  ret = 'out',
  params = 'n, d',
} = {}) {
  return `function positionalEncoding(${params}) {
  const out = [];
  for (let p = 0; p < ${rows}; p++) {
    const row = ${make};
    for (let i = 0; i < ${pairs}; i++) {
      const a = ${angle};
      ${cell}
    }
    out.push(row);
  }
  return ${ret};
}`;
}

/** The one diagnosis of a run (failing it when there is none or several). */
function only(verdict) {
  assert.equal(verdict.status, 'checked');
  assert.ok(
    verdict.checks.some((c) => !c.passed),
    'the mistake fails at least one shape',
  );
  const ids = verdict.pitfalls.map((p) => p.id);
  assert.equal(ids.length, 1, `exactly one diagnosis, got ${JSON.stringify(ids)}`);
  return verdict.pitfalls[0];
}

test('the reference solution passes every shape with no diagnosis', async () => {
  const verdict = await check(SOLUTION_CODE);
  assert.ok(verdict.checks.every((c) => c.passed));
  assert.deepEqual(verdict.pitfalls, []);
});

describe('every pitfall variant of the engine is named with its fix', () => {
  const cases = [
    [
      'exponent-i-over-d',
      { angle: 'p / Math.pow(10000, i / d)' },
      /i\/d_model instead of 2i\/d_model.*10000\^\(2i\/d_model\)/,
    ],
    [
      'sine-only',
      { cell: 'row[2 * i] = Math.sin(a); row[2 * i + 1] = Math.sin(a);' },
      /sine in every column.*Math\.cos\(angle\) into column 2i\+1/,
    ],
    [
      'cosine-only',
      { cell: 'row[2 * i] = Math.cos(a); row[2 * i + 1] = Math.cos(a);' },
      /cosine in every column.*Math\.sin\(angle\) into column 2i\./,
    ],
    [
      'one-indexed',
      { angle: '(p + 1) / Math.pow(10000, (2 * i) / d)' },
      /positions counted from 1.*Loop pos from 0/,
    ],
    [
      'exponent-2i-times-d',
      { angle: 'p / Math.pow(10000, 2 * i * d)' },
      /2i·d_model instead of 2i\/d_model/,
    ],
    [
      'exponent-d-over-2i',
      { angle: 'p / Math.pow(10000, d / (2 * i))' },
      /d_model\/\(2i\) instead of 2i\/d_model/,
    ],
    [
      'swapped',
      { cell: 'row[2 * i] = Math.cos(a); row[2 * i + 1] = Math.sin(a);' },
      /sine and cosine are swapped.*Math\.sin\(angle\) into column 2i and Math\.cos\(angle\) into column 2i\+1/,
    ],
    [
      'split',
      { cell: 'row[i] = Math.sin(a); row[d / 2 + i] = Math.cos(a);' },
      /split into two halves.*columns 2i and 2i\+1/,
    ],
    ['base-1000', { angle: 'p / Math.pow(1000, (2 * i) / d)' }, /base 1,000 instead of 10000/],
    [
      'base-100000',
      { angle: 'p / Math.pow(100000, (2 * i) / d)' },
      /base 100,000 instead of 10000/,
    ],
  ];
  for (const [id, opts, message] of cases) {
    test(`${id} is recognised`, async () => {
      const d = only(await check(impl(opts)));
      assert.equal(d.id, id);
      assert.match(d.message, message);
    });
  }
});

test('swapped sin/cos, as the issue wrote it, is named "Sine and cosine swapped"', async () => {
  const d = only(await check(impl({ cell: 'row[2*i] = Math.cos(a); row[2*i+1] = Math.sin(a);' })));
  assert.equal(d.title, 'Sine and cosine swapped');
});

const columnLoop = (exponent) => `function positionalEncoding(n, d) {
  const out = [];
  for (let p = 0; p < n; p++) {
    const row = [];
    for (let j = 0; j < d; j++) {
      const a = p / Math.pow(10000, ${exponent});
      row.push(j % 2 === 0 ? Math.sin(a) : Math.cos(a));
    }
    out.push(row);
  }
  return out;
}`;

test('the exponent 2j/d_model on the column index j is named, with i = floor(j/2) as the fix', async () => {
  const d = only(await check(columnLoop('(2 * j) / d')));
  assert.equal(d.id, 'column-exponent');
  assert.match(d.message, /column index j \(2j\/d_model\) instead of the pair index i/);
  assert.match(d.message, /Math\.floor\(j \/ 2\)/);
});

test('the exponent j/d_model (odd columns with their own index) is named', async () => {
  const d = only(await check(columnLoop('j / d')));
  assert.equal(d.id, 'column-exponent-odd');
  assert.match(d.message, /column 2i\+1 must use the same angle as column 2i/);
});

test('a Float32Array output is named with the tolerance and why float64 is expected', async () => {
  const code = `${SOLUTION_CODE.replace('function positionalEncoding', 'function reference')}
function positionalEncoding(n, d) { return Float32Array.from(reference(n, d).flat()); }`;
  const d = only(await check(code));
  assert.equal(d.id, 'float32');
  assert.match(d.message, /float32/);
  assert.match(d.message, /tolerance of 1e-9/);
  assert.match(d.message, /about 7 significant digits/);
  assert.match(d.message, /float64 \(about 16 digits\)/);
  assert.match(d.message, /differ from the engine by up to [0-9.]+e-8/);
});

describe('every way float32 gets in is named, with the step', () => {
  const A = 'p / Math.pow(10000, (2 * i) / d)';
  // [what the learner did, code, diagnosis id, title, message]
  const ways = [
    [
      'Math.fround on every value',
      impl({
        cell: 'row[2 * i] = Math.fround(Math.sin(a)); row[2 * i + 1] = Math.fround(Math.cos(a));',
      }),
      'float32',
      'Float32 output',
    ],
    ['Float32Array rows', impl({ make: 'new Float32Array(d)' }), 'float32', 'Float32 output'],
    [
      'a Float32Array scratch row copied into a plain array',
      impl({ make: 'new Float32Array(d)', ret: 'out.map((row) => Array.from(row))' }),
      'float32',
      'Float32 output',
    ],
    [
      'Math.fround on the angle',
      impl({ angle: `Math.fround(${A})` }),
      'float32-angle',
      'Float32 angles',
    ],
    [
      'a Float32Array angle table, computed once and reused',
      `const tables = new Map();
function anglesFor(n, d) {
  let t = tables.get(d);
  if (!t || t.n < n) {
    t = { n, angles: new Float32Array(n * (d / 2)) };
    for (let p = 0; p < n; p++)
      for (let i = 0; i < d / 2; i++) t.angles[p * (d / 2) + i] = ${A};
    tables.set(d, t);
  }
  return t.angles;
}
function positionalEncoding(n, d) {
  anglesFor(128, d);
  const angles = anglesFor(n, d);
  const out = [];
  for (let p = 0; p < n; p++) {
    const row = [];
    for (let i = 0; i < d / 2; i++) row.push(Math.sin(angles[p * (d / 2) + i]), Math.cos(angles[p * (d / 2) + i]));
    out.push(row);
  }
  return out;
}`,
      'float32-angle',
      'Float32 angles',
    ],
    [
      'a Float32Array of divisors',
      `function positionalEncoding(n, d) {
  const div = new Float32Array(d / 2).map((_, i) => Math.pow(10000, (2 * i) / d));
  return Array.from({ length: n }, (_, p) => Array.from({ length: d }, (_, j) => {
    const a = p / div[Math.floor(j / 2)];
    return j % 2 === 0 ? Math.sin(a) : Math.cos(a);
  }));
}`,
      'float32-divisor',
      'Float32 divisors',
    ],
    [
      'a Float32Array of frequencies',
      `function positionalEncoding(n, d) {
  const freq = Float32Array.from({ length: d / 2 }, (_, i) => 1 / Math.pow(10000, (2 * i) / d));
  return Array.from({ length: n }, (_, p) => Array.from({ length: d }, (_, j) => {
    const a = p * freq[Math.floor(j / 2)];
    return j % 2 === 0 ? Math.sin(a) : Math.cos(a);
  }));
}`,
      'float32-frequency',
      'Float32 frequencies',
    ],
    [
      'float32 angles in a Float32Array output',
      impl({ angle: `Math.fround(${A})`, make: 'new Float32Array(d)' }),
      'float32-angle-output',
      'Float32 angles and output',
    ],
    [
      "everything float32, as PyTorch's float32 code (frequencies, angles, output)",
      impl({
        angle: 'Math.fround(p * Math.fround(1 / Math.pow(10000, (2 * i) / d)))',
        make: 'new Float32Array(d)',
      }),
      'float32-frequency-angle-output',
      'Float32 frequencies, angles and output',
    ],
  ];
  for (const [what, code, id, title] of ways) {
    test(`${what}: named "${title}"`, async () => {
      const d = only(await check(code));
      assert.equal(d.id, id);
      assert.equal(d.title, title);
      assert.match(d.message, /about 7 significant digits/);
      assert.match(d.message, /above the check's tolerance of 1e-9/);
      assert.match(d.message, /float64 \(about 16 digits\)/);
    });
  }

  test('each step is said where it is: the angles, a Float32Array angle table', async () => {
    const d = only(await check(impl({ angle: `Math.fround(${A})` })));
    assert.match(
      d.message,
      /the angles pos\/10000\^\(2i\/d_model\) are float32 \(a Float32Array angle table, or Math\.fround\)/,
    );
    assert.match(d.message, /the error grows with the position/);
  });

  test('a float32 exp of a float32 exponent, which no model reproduces, is named "Float32 somewhere"', async () => {
    const d = only(
      await check(`function positionalEncoding(n, d) {
  const f = Math.fround;
  const out = new Float32Array(n * d);
  for (let i = 0; i < d / 2; i++) {
    const w = f(Math.exp(f(f(2 * i) * f(-Math.log(10000) / d))));
    for (let p = 0; p < n; p++) {
      const a = f(f(p) * w);
      out[p * d + 2 * i] = Math.sin(a);
      out[p * d + 2 * i + 1] = Math.cos(a);
    }
  }
  return out;
}`),
    );
    assert.equal(d.id, 'float32-somewhere');
    assert.match(d.message, /passes through a Float32Array or Math\.fround/);
  });

  test('an error beyond what float32 can make (base 9999) is not named float32', async () => {
    const verdict = await check(impl({ angle: 'p / Math.pow(9999, (2 * i) / d)' }));
    assert.ok(verdict.checks.some((c) => !c.passed));
    assert.deepEqual(
      verdict.pitfalls.map((p) => p.id).filter((id) => id.startsWith('float32')),
      [],
    );
  });

  test("the all-float32 model is the engine's own float32 encoding, value for value", () => {
    for (const [s, d] of [...shapes, [128, 128], [1000, 512]]) {
      const model = float32Model(pe, s, d, ['frequency', 'angle', 'output']);
      assert.deepEqual(
        model,
        pe.positionalEncoding(s, d, { precision: 'float32' }).data,
        `${s} × ${d}`,
      );
    }
  });
});

test('output rounded to 4 decimals is named with the number of decimals', async () => {
  const d = only(
    await check(
      impl({
        cell: 'row[2 * i] = Math.round(Math.sin(a) * 1e4) / 1e4; row[2 * i + 1] = Math.round(Math.cos(a) * 1e4) / 1e4;',
      }),
    ),
  );
  assert.equal(d.id, 'rounded');
  assert.match(d.message, /rounded to 4 decimals/);
  assert.match(d.message, /up to 5\.0e-5/);
});

test('a transposed (dModel, seqLength) array of rows names both shapes', async () => {
  const code = `${SOLUTION_CODE.replace('function positionalEncoding', 'function reference')}
function positionalEncoding(n, d) {
  const m = reference(n, d);
  return Array.from({ length: d }, (_, c) => m.map((row) => row[c]));
}`;
  const d = only(await check(code));
  assert.equal(d.id, 'transposed');
  assert.match(
    d.message,
    /expected shape \(3, 4\), received \(4, 3\): the right values, transposed/,
  );
});

test('a transposed flat array of the right length is recognised from its values', async () => {
  const code = `${SOLUTION_CODE.replace('function positionalEncoding', 'function reference')}
function positionalEncoding(n, d) {
  const m = reference(n, d);
  const out = [];
  for (let c = 0; c < d; c++) for (let p = 0; p < n; p++) out.push(m[p][c]);
  return out;
}`;
  const d = only(await check(code));
  assert.equal(d.id, 'transposed');
  assert.match(d.message, /laid out as \(4, 3\).*\(3, 4\) was expected/);
});

test('sines and cosines of d_model angles concatenated (2·d_model columns) are named', async () => {
  const code = `function positionalEncoding(n, d) {
  const out = [];
  for (let p = 0; p < n; p++) {
    const angles = Array.from({ length: d }, (_, i) => p / Math.pow(10000, (2 * Math.floor(i / 2)) / d));
    out.push([...angles.map(Math.sin), ...angles.map(Math.cos)]);
  }
  return out;
}`;
  const d = only(await check(code));
  assert.equal(d.id, 'concatenated');
  assert.match(d.message, /expected shape \(3, 4\), received \(3, 8\)/);
  assert.match(d.message, /2·d_model numbers/);
});

test('a wrong shape says the expected and the received shape', async () => {
  const d = only(await check(impl({ rows: 'n + 1' })));
  assert.equal(d.id, 'wrong-shape');
  assert.match(d.message, /expected shape \(3, 4\) \(3 rows of 4 numbers\), received \(4, 4\)/);
  assert.match(d.message, /pos < seqLength/);
});

test('half the columns (one value per pair) is a wrong shape with its own hint', async () => {
  const d = only(await check(impl({ make: '[]', cell: 'row.push(Math.sin(a));' })));
  assert.equal(d.id, 'wrong-shape');
  assert.match(d.message, /received \(3, 2\).*only d_model\/2 numbers/);
});

test('NaN (a missing base argument) is named with its cell and its usual causes', async () => {
  const d = only(
    await check(impl({ params: 'n, d, base', angle: 'p / Math.pow(base, (2 * i) / d)' })),
  );
  assert.equal(d.id, 'nan');
  // Pair 0's divisor is base^0 = 1 even for an undefined base: column 2 is the first NaN.
  assert.match(d.message, /row 0, column 2 is NaN/);
  assert.match(d.message, /arithmetic on undefined/);
});

test('Infinity (a division by sin(0)) is named with its cell', async () => {
  const d = only(
    await check(
      impl({ cell: 'row[2 * i] = Math.sin(a); row[2 * i + 1] = Math.cos(a) / Math.sin(a);' }),
    ),
  );
  assert.equal(d.id, 'infinity');
  assert.match(d.message, /row 0, column 1 is Infinity/);
  assert.match(d.message, /dividing by zero/);
});

test('cells left unfilled are named as missing values', async () => {
  // The last pair is never written: one loop stops a pair early.
  const d = only(await check(impl({ make: 'new Array(d)', pairs: 'd / 2 - 1' })));
  assert.equal(d.id, 'missing');
  assert.match(d.message, /row 0, column 2 is undefined/);
});

describe('a half of the columns never written is named', () => {
  const sinOnly = 'row[2 * i] = Math.sin(a);';
  test('cosines forgotten in zero-filled rows: every odd column is 0, the sines right', async () => {
    const d = only(await check(impl({ cell: sinOnly })));
    assert.equal(d.id, 'cos-missing');
    assert.equal(d.title, 'Cosine columns empty');
    assert.match(d.message, /every odd column \(2i\+1\) is 0: the cosines were never written/);
    assert.match(d.message, /your sines \(the even columns 2i\) match the engine/);
    assert.match(d.message, /Math\.cos\(angle\) into column 2i\+1/);
  });

  test('cosines forgotten in a flat Float64Array are named the same', async () => {
    const code = `function positionalEncoding(n, d) {
  const out = new Float64Array(n * d);
  for (let pos = 0; pos < n; pos++) {
    for (let i = 0; i < d / 2; i++) out[pos * d + 2 * i] = Math.sin(pos / Math.pow(10000, (2 * i) / d));
  }
  return out;
}`;
    assert.equal(only(await check(code)).id, 'cos-missing');
  });

  test('cosines forgotten in rows created empty: every odd column is undefined', async () => {
    const d = only(await check(impl({ make: 'new Array(d)', cell: sinOnly })));
    assert.equal(d.id, 'cos-missing');
    assert.match(d.message, /every odd column \(2i\+1\) is undefined/);
  });

  test('cosines forgotten and the exponent wrong too: named, without saying the sines match', async () => {
    const d = only(await check(impl({ cell: sinOnly, angle: 'p / Math.pow(10000, i / d)' })));
    assert.equal(d.id, 'cos-missing');
    assert.doesNotMatch(d.message, /match the engine/);
  });

  test('sines forgotten: every even column is 0', async () => {
    const d = only(await check(impl({ cell: 'row[2 * i + 1] = Math.cos(a);' })));
    assert.equal(d.id, 'sin-missing');
    assert.match(d.message, /every even column \(2i\) is 0: the sines were never written/);
  });

  test('nothing written at all: every value is 0', async () => {
    const d = only(await check(impl({ cell: '' })));
    assert.equal(d.id, 'all-empty');
    assert.match(d.message, /every value is 0/);
  });
});

describe('the exponent made a whole number is named', () => {
  const spellings = [
    ['Math.floor', 'Math.floor((2 * i) / d)'],
    ['| 0', '((2 * i) / d) | 0'],
    ['Math.trunc', 'Math.trunc((2 * i) / d)'],
    ['~~', '~~((2 * i) / d)'],
  ];
  for (const [name, exponent] of spellings) {
    test(`${name}: every divisor 1, named "Integer exponent"`, async () => {
      const d = only(await check(impl({ angle: `p / Math.pow(10000, ${exponent})` })));
      assert.equal(d.id, 'integer-exponent');
      assert.match(d.message, /rounded down to 0 .*every pair has the divisor 10000\^0 = 1/);
      assert.match(d.message, /Math\.pow\(10000, \(2 \* i\) \/ dModel\)/);
    });
  }
  for (const name of ['Math.round', 'Math.ceil']) {
    test(`${name}: divisors 1 and 10000, named "Whole-number exponent"`, async () => {
      const d = only(await check(impl({ angle: `p / Math.pow(10000, ${name}((2 * i) / d))` })));
      assert.equal(d.id, 'rounded-exponent');
      assert.match(d.message, /rounded to a whole number .*the divisor 1 or 10000/);
    });
  }
});

test('toFixed strings are named as text instead of numbers', async () => {
  const d = only(
    await check(
      impl({
        cell: 'row[2 * i] = Math.sin(a).toFixed(4); row[2 * i + 1] = Math.cos(a).toFixed(4);',
      }),
    ),
  );
  assert.equal(d.id, 'strings');
  assert.match(d.message, /toFixed and toPrecision return strings/);
});

describe('every shape gets the learner’s matrix beside the engine’s and their difference', () => {
  test('a wrong but well-shaped output: yours, the engine’s and |yours − engine| per shape', async () => {
    const verdict = await check(impl({ angle: '(p + 1) / Math.pow(10000, (2 * i) / d)' }));
    assert.equal(verdict.checks.length, shapes.length);
    for (const c of verdict.checks) {
      assert.deepEqual([c.yours.rows, c.yours.cols], [c.seqLen, c.dModel]);
      assert.deepEqual(c.expected.data, pe.positionalEncoding(c.seqLen, c.dModel).data);
      for (let k = 0; k < c.errors.data.length; k++) {
        assert.equal(c.errors.data[k], Math.abs(c.yours.data[k] - c.expected.data[k]));
      }
    }
  });

  test('a transposed output keeps its received shape for the drawing, and has no difference map', async () => {
    const code = `function positionalEncoding(n, d) { return Array.from({ length: d }, () => new Array(n).fill(0)); }`;
    const verdict = await check(code);
    for (const c of verdict.checks) {
      assert.deepEqual([c.yours.rows, c.yours.cols], [c.dModel, c.seqLen]);
      assert.equal(c.errors, null);
    }
  });
});

describe('the page reads a rejected output without trusting it', () => {
  const one = [[3, 4]];
  test('a received matrix whose dims do not match its data is a protocol failure', () => {
    const reply = acceptReply(one, {
      kind: 'outputs',
      outputs: [
        {
          error: 'Wrong shape',
          fault: 'shape',
          received: { dims: [4, 4], data: new Float64Array(12) },
        },
      ],
    });
    assert.equal(reply.kind, 'failed');
    assert.match(reply.message, /malformed received output/);
  });

  test('received values beyond RECEIVED_FACTOR times the shape are a protocol failure', () => {
    const n = 3 * 4;
    const reply = (length) =>
      acceptReply(one, {
        kind: 'outputs',
        outputs: [
          {
            error: 'Wrong shape',
            fault: 'shape',
            received: { dims: [1, length], data: new Float64Array(length) },
          },
        ],
      });
    assert.equal(reply(RECEIVED_FACTOR * n).kind, 'done');
    const refused = reply(RECEIVED_FACTOR * n + 1);
    assert.equal(refused.kind, 'failed');
    assert.match(refused.message, /malformed received output/);
  });

  test('a rejected output whose text is longer than the harness sends is a protocol failure', () => {
    const reply = acceptReply(one, {
      kind: 'outputs',
      outputs: [{ error: 'x'.repeat(MAX_MESSAGE_LENGTH + 1), fault: 'shape' }],
    });
    assert.equal(reply.kind, 'failed');
    assert.match(reply.message, /overlong message/);
  });

  test('a failure whose message is longer than the harness sends is a protocol failure', () => {
    const reply = acceptReply(one, {
      kind: 'failed',
      reason: 'thrown',
      message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1),
    });
    assert.equal(reply.kind, 'failed');
    assert.equal(reply.reason, 'protocol');
    const fits = acceptReply(one, {
      kind: 'failed',
      reason: 'thrown',
      message: 'x'.repeat(MAX_MESSAGE_LENGTH),
    });
    assert.equal(fits.reason, 'thrown');
  });

  test('an unknown fault is a protocol failure', () => {
    const reply = acceptReply(one, { kind: 'outputs', outputs: [{ error: 'x', fault: 'pass' }] });
    assert.equal(reply.kind, 'failed');
    assert.match(reply.message, /unknown kind of problem/);
  });
});

describe('Python pasted into the JavaScript editor gets the NumPy-to-JavaScript sheet', () => {
  /**
   * Loads and runs `code` as the sandbox does (harness.ts): a load failure
   * is 'syntax', no positionalEncoding 'missing', a throw 'thrown'; the
   * page's acceptReply reads the reply and judgeFailure gives the verdict.
   */
  async function failure(code) {
    const url = `data:text/javascript,${encodeURIComponent(
      `${code}\nexport default (typeof positionalEncoding === 'function' ? positionalEncoding : undefined);`,
    )}`;
    const failed = (reason, error) => ({ kind: 'failed', reason, message: kit.errorText(error) });
    let reply;
    let fn;
    try {
      fn = (await import(url)).default;
    } catch (error) {
      reply = failed('syntax', error);
    }
    if (!reply && typeof fn !== 'function') {
      reply = {
        kind: 'failed',
        reason: 'missing',
        message: 'No function named positionalEncoding was found.',
      };
    }
    if (!reply) {
      try {
        for (const [s, d] of shapes) fn(s, d);
      } catch (error) {
        reply = failed('thrown', error);
      }
    }
    assert.ok(reply, 'the code ran without failing');
    const result = acceptReply(shapes, reply);
    assert.equal(result.kind, 'failed');
    return judgeFailure(code, result);
  }

  // The NumPy code of the seeds (/work/shared/seeds): the problem page's
  // starter code, the tutorial's pe(n, d) and the course's sinusoidal_pe.
  const numpy = {
    "the problem page's starter code": `import numpy as np

def positional_encoding(seq_length: int, d_model: int) -> np.ndarray:
    """
    Returns the sinusoidal position matrix.
    """
    pass`,
    "the tutorial's pe(n, d)": `import numpy as np

def pe(n, d):                                      # sinusoidal positional encoding
    pos, i = np.arange(n)[:, None], np.arange(d // 2)[None, :]
    P = np.zeros((n, d))
    P[:, 0::2] = np.sin(pos / 10000 ** (2 * i / d))
    P[:, 1::2] = np.cos(pos / 10000 ** (2 * i / d))
    return P`,
    "the course's sinusoidal_pe": `import numpy as np

def sinusoidal_pe(max_len, d_model):
    pe = np.zeros((max_len, d_model))
    position = np.arange(max_len)[:, None]
    div_term = 10000 ** (np.arange(0, d_model, 2) / d_model)
    pe[:, 0::2] = np.sin(position / div_term)
    pe[:, 1::2] = np.cos(position / div_term)
    return pe`,
    'a loop with math.sin and range()': `import math

def positionalEncoding(seq_length, d_model):
    pe = [[0.0] * d_model for _ in range(seq_length)]
    for pos in range(seq_length):
        for i in range(d_model // 2):
            angle = pos / 10000 ** (2 * i / d_model)
            pe[pos][2 * i] = math.sin(angle)
            pe[pos][2 * i + 1] = math.cos(angle)
    return pe`,
    'the body alone, pasted without import or def': `pe = np.zeros((n, d))
pe[:, 0::2] = np.sin(pos / div_term)
pe[:, 1::2] = np.cos(pos / div_term)`,
    'NumPy calls inside a JavaScript function (np is not defined)': `function positionalEncoding(n, d) {
  return np.zeros([n, d]);
}`,
  };
  for (const [name, code] of Object.entries(numpy)) {
    test(`${name}: named Python, with its lines`, async () => {
      const verdict = await failure(code);
      assert.ok(verdict.python?.length > 0, verdict.message);
      const first = verdict.python[0];
      assert.equal(first.text, code.split('\n')[first.line - 1].trim());
    });
  }

  test("the lines quoted are the first three Python ones: the tutorial's import, def and first NumPy line", async () => {
    const verdict = await failure(numpy["the tutorial's pe(n, d)"]);
    assert.deepEqual(
      verdict.python.map((s) => s.line),
      [1, 3, 4],
    );
    assert.match(verdict.message, /SyntaxError/);
  });

  const javascript = {
    'the reference solution without its last brace': SOLUTION_CODE.trimEnd().slice(0, -1),
    'JavaScript with ** and a missing parenthesis': impl({
      angle: 'p / 10000 ** ((2 * i) / d',
    }),
    'JavaScript with a conditional in brackets and a typo': impl({
      cell: 'row[i % 2 ? 1 : 0] = Math.sin(a) retrun;',
    }),
    'JavaScript whose comment quotes NumPy, with a typo': `// In NumPy: pe[:, 0::2] = np.sin(angle)
${impl({ cell: 'row[2 * i] = Math.sin(a) row[2 * i + 1] = Math.cos(a);' })}`,
    'JavaScript with its own range() helper and a syntax error': `const range = (n) => [...Array(n).keys()];
function positionalEncoding(n, d) {
  return range(n).map((p) => range(d).map((j) => {
    const a = p / Math.pow(10000, (2 * Math.floor(j / 2)) / d);
    return j % 2 === 0 ? Math.sin(a) : Math.cos(a);
  });
}`,
  };
  for (const [name, code] of Object.entries(javascript)) {
    test(`${name}: not named Python, the bare error`, async () => {
      const verdict = await failure(code);
      assert.equal(verdict.python, undefined);
      assert.match(verdict.message, /^Your code could not be loaded: SyntaxError/);
    });
  }
});
