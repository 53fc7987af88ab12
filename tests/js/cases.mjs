// Every bad-input rule of the API, as data: shared by errors.test.mjs (the
// messages) and robustness.test.mjs (the error storms). Not a test file.

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text) => new RegExp(escape(text));

/**
 * One case: `call(api)` must throw `type` with `err.param === param`, and the
 * message must name the parameter (`name`, default `param`), the value
 * (`got`) and the allowed range (`range`).
 */
function rule(label, type, param, call, got, range, name = param) {
  return {
    label,
    type,
    param,
    call,
    patterns: { name: mentions(name), got: mentions(got), range: mentions(range) },
  };
}

const SEQ = 'a whole number from 1 to 16777216';
const DMODEL = 'an even whole number from 2 to 65536';
const BASE = 'a finite number greater than 1';
const POSITION = 'a finite number from -2^53 to 2^53 (9007199254740992)';
const NUMBER = 'must be a number';
const ELEMENTS = 'must be at most 16777216 elements';
const LAYOUTS = 'must be "interleaved" or "split"';
const VARIANTS =
  'one of "correct", "exponent-i-over-d", "sine-only", "cosine-only", "one-indexed", ' +
  '"exponent-2i-times-d", "exponent-d-over-2i", "swapped"';

const nonNumbers = [
  ['"3"', '3'],
  ['null', null],
  ['an object (Object)', {}],
  ['3n (a BigInt)', 3n],
  ['undefined', undefined],
  ['true', true],
  ['an array of length 1', [3]],
];

const grid = {
  seqLen: 1000,
  dModel: 64,
  rowStart: 0,
  rowsPerPixel: 10,
  rowsPx: 100,
  colStart: 0,
  colsPerPixel: 1,
  colsPx: 64,
};

export const errorCases = [];
const add = (...args) => errorCases.push(rule(...args));
const fmt = (v) => (typeof v === 'number' ? String(v) : v);

// Several functions share one rule (the same check, the same message) for an
// argument or option. Rather than write one case per function by hand, each
// such argument has a table of the functions that take it: callWith[param][fn]
// calls `fn` with `param` set to the given value and the other arguments small
// and valid. The loops below run a rule against every function of a table (or
// the ones listed), so adding a function to a table checks it for every rule.
const callWith = {
  seqLen: {
    positionalEncoding: (a, v) => a.positionalEncoding(v, 4),
    uniqueRows: (a, v) => a.uniqueRows(v, 4),
    dotProducts: (a, v) => a.dotProducts(v, 4),
  },
  dModel: {
    positionalEncoding: (a, v) => a.positionalEncoding(3, v),
    encodePositions: (a, v) => a.encodePositions([1], v),
    wavelengths: (a, v) => a.wavelengths(v),
    uniqueRows: (a, v) => a.uniqueRows(3, v),
    dotProducts: (a, v) => a.dotProducts(3, v),
    rotationMatrix: (a, v) => a.rotationMatrix(1, 0, v),
  },
  k: {
    shift: (a, v) => a.shift([0, 1], v),
    rotationMatrix: (a, v) => a.rotationMatrix(v, 0, 4),
  },
  pair: { rotationMatrix: (a, v) => a.rotationMatrix(1, v, 4) },
  'x.rows': { selfAttention: (a, v) => a.selfAttention({ rows: v, cols: 1, data: [1] }) },
  rowsPx: { averageGrid: (a, v) => a.averageGrid({ ...grid, rowsPx: v }) },
};

// Every function that takes an options object, called with `options`.
const withOptions = {
  positionalEncoding: (a, options) => a.positionalEncoding(3, 4, options),
  encodePositions: (a, options) => a.encodePositions([1], 4, options),
  shift: (a, options) => a.shift([0, 1], 1, options),
  rotationMatrix: (a, options) => a.rotationMatrix(1, 0, 4, options),
  dotProducts: (a, options) => a.dotProducts(3, 4, options),
  wavelengths: (a, options) => a.wavelengths(4, options),
  uniqueRows: (a, options) => a.uniqueRows(3, 4, options),
  averageGrid: (a, options) => a.averageGrid(grid, options),
};

// The options, each with the functions that take it (every one takes base).
for (const [option, fns] of Object.entries({
  base: Object.keys(withOptions),
  layout: ['positionalEncoding', 'encodePositions', 'uniqueRows', 'averageGrid'],
  variant: ['positionalEncoding', 'encodePositions', 'wavelengths', 'uniqueRows', 'averageGrid'],
})) {
  callWith[option] = Object.fromEntries(
    fns.map((fn) => [fn, (a, v) => withOptions[fn](a, { [option]: v })]),
  );
}

/**
 * One case per function of callWith[param] (or of `fns`): giving it `value`
 * must throw `type`, the message naming `got` and `range`. The label is
 * `<fn>: <param> <shown>`.
 */
function addEach(
  param,
  value,
  type,
  got,
  range,
  { fns = Object.keys(callWith[param]), shown = got } = {},
) {
  for (const fn of fns) {
    const call = callWith[param][fn];
    // A misspelt name would otherwise make a case whose own TypeError passes.
    if (!call) throw new Error(`cases.mjs: no callWith.${param}.${fn}`);
    add(`${fn}: ${param} ${shown}`, type, param, (a) => call(a, value), got, range);
  }
}

// The shape: seqLen and dModel.
for (const seqLen of [-5, 0, 2.5, NaN, Infinity, -Infinity, 16777217]) {
  addEach('seqLen', seqLen, RangeError, fmt(seqLen), SEQ);
}
for (const dModel of [3, 0, 65538, -2, 2.5, NaN, Infinity]) {
  addEach('dModel', dModel, RangeError, fmt(dModel), DMODEL);
}
add(
  'positionalEncoding: 4097 x 4096 > 16777216',
  RangeError,
  'seqLen',
  (a) => a.positionalEncoding(4097, 4096),
  '4097 * 4096 = 16781312',
  ELEMENTS,
  'seqLen * dModel',
);
add(
  'positionalEncoding: 8388609 x 2 > 16777216',
  RangeError,
  'seqLen',
  (a) => a.positionalEncoding(8388609, 2),
  '8388609 * 2 = 16777218',
  ELEMENTS,
  'seqLen * dModel',
);
add(
  'uniqueRows: 257 x 65536 > 16777216',
  RangeError,
  'seqLen',
  (a) => a.uniqueRows(257, 65536),
  '257 * 65536 = 16842752',
  ELEMENTS,
  'seqLen * dModel',
);
add(
  'dotProducts: 4097 x 4097 > 16777216',
  RangeError,
  'seqLen',
  (a) => a.dotProducts(4097, 2),
  '4097 * 4097 = 16785409',
  ELEMENTS,
  'seqLen * seqLen',
);
for (const base of [1, 0.5, 0, -10, NaN, Infinity, -Infinity]) {
  addEach('base', base, RangeError, fmt(base), BASE);
}

// A non-number where a number belongs. Every number argument goes through the
// one check of web/src/engine/read.ts, so a sample of them (at least one per
// function) is enough.
for (const [got, value] of nonNumbers) {
  for (const [param, fns] of [
    ['seqLen', ['positionalEncoding', 'dotProducts']],
    ['dModel', ['positionalEncoding', 'encodePositions', 'wavelengths', 'uniqueRows']],
    // An undefined option is a missing one: the default base.
    ['base', value === undefined ? [] : ['positionalEncoding']],
    ['k', ['shift']],
    ['pair', ['rotationMatrix']],
    ['x.rows', ['selfAttention']],
    ['rowsPx', ['averageGrid']],
  ]) {
    addEach(param, value, TypeError, got, NUMBER, { fns });
  }
}

// Options.
const encodingAllowed = 'allowed: base, layout, variant';
for (const [fn, option, value, label, allowed] of [
  ['positionalEncoding', 'bse', 100, 'unknown option bse', encodingAllowed],
  ['encodePositions', 'Layout', 'split', 'unknown option Layout', encodingAllowed],
  ['uniqueRows', 'seqLen', 3, 'unknown option seqLen', encodingAllowed],
  ['averageGrid', 'scale', 2, 'unknown option scale', encodingAllowed],
  // An option of other functions is refused where it means nothing.
  ['shift', 'layout', 'split', 'option layout is not allowed', 'allowed: base'],
  ['rotationMatrix', 'variant', 'correct', 'option variant is not allowed', 'allowed: base'],
  ['dotProducts', 'variant', 'correct', 'option variant is not allowed', 'allowed: base'],
  ['wavelengths', 'layout', 'split', 'option layout is not allowed', 'allowed: base, variant'],
]) {
  add(
    `${fn}: ${label}`,
    TypeError,
    'options',
    (a) => withOptions[fn](a, { [option]: value }),
    `options.${option}`,
    allowed,
  );
}
for (const [got, value] of [
  ['"split"', 'split'],
  ['5', 5],
  ['null', null],
  ['an array of length 0', []],
]) {
  add(
    `positionalEncoding: options ${got}`,
    TypeError,
    'options',
    (a) => withOptions.positionalEncoding(a, value),
    got,
    'must be an object',
  );
}
// layout and variant: a name the option does not know (refused by every
// function that takes the option) and a value that is not a string at all.
for (const [option, names, range, notString, notStringRange] of [
  ['layout', ['diagonal', 'Interleaved', ''], LAYOUTS, 1, LAYOUTS],
  [
    'variant',
    ['wrong', 'Correct', 'exponent-i-over-2d'],
    VARIANTS,
    null,
    'must be a string naming a variant',
  ],
]) {
  for (const name of names) addEach(option, name, RangeError, `"${name}"`, range);
  add(
    `positionalEncoding: ${option} ${notString} (not a string)`,
    TypeError,
    option,
    (a) => callWith[option].positionalEncoding(a, notString),
    `got ${notString}`,
    notStringRange,
  );
}

// encodePositions: the positions.
for (const [positions, k, got] of [
  [[0, NaN, 2], 1, 'NaN'],
  [[Infinity], 0, 'Infinity'],
  [[1, 2, -Infinity], 2, '-Infinity'],
  [[0, 2 ** 53 + 2], 1, '9007199254740994'],
  [[-(2 ** 54)], 0, '-18014398509481984'],
  [new Float64Array([0, 0, 0, NaN]), 3, 'NaN'],
]) {
  add(
    `encodePositions: positions[${k}] = ${got}`,
    RangeError,
    `positions[${k}]`,
    (a) => a.encodePositions(positions, 8),
    got,
    POSITION,
  );
}
for (const [got, value] of [
  ['"abc"', 'abc'],
  ['5', 5],
  ['null', null],
  ['undefined', undefined],
  ['an object (Object)', { length: 2, 0: 1, 1: 2 }],
  ['an object (DataView)', new DataView(new ArrayBuffer(16))],
]) {
  add(
    `encodePositions: positions ${got}`,
    TypeError,
    'positions',
    (a) => a.encodePositions(value, 4),
    got,
    'must be an array or typed array of numbers',
  );
}
add(
  'encodePositions: positions a BigInt64Array',
  TypeError,
  'positions',
  (a) => a.encodePositions(new BigInt64Array(2), 4),
  'BigInts',
  'must hold numbers',
);
add(
  'encodePositions: positions[0] = "1"',
  TypeError,
  'positions[0]',
  (a) => a.encodePositions(['1'], 4),
  '"1"',
  NUMBER,
);
add(
  'encodePositions: positions[2] = null',
  TypeError,
  'positions[2]',
  (a) => a.encodePositions([0, 1, null], 4),
  'null',
  NUMBER,
);
add(
  'encodePositions: positions empty',
  RangeError,
  'positions.length',
  (a) => a.encodePositions([], 4),
  'got 0',
  SEQ,
);
add(
  'encodePositions: 257 positions x 65536 > 16777216',
  RangeError,
  'positions.length',
  (a) => a.encodePositions(new Float64Array(257), 65536),
  '257 * 65536 = 16842752',
  ELEMENTS,
  'positions.length * dModel',
);

// selfAttention.
for (const [got, value] of [
  ['null', null],
  ['5', 5],
  ['"x"', 'x'],
  ['undefined', undefined],
]) {
  add(
    `selfAttention: x ${got}`,
    TypeError,
    'x',
    (a) => a.selfAttention(value),
    got,
    'must be a matrix {rows, cols, data}',
  );
}
add(
  'selfAttention: data length 11 for 3 x 4',
  TypeError,
  'x.data',
  (a) => a.selfAttention({ rows: 3, cols: 4, data: new Array(11).fill(0) }),
  'got 11',
  'must equal x.rows * x.cols = 12',
  'x.data.length',
);
add(
  'selfAttention: data length 13 for 3 x 4',
  TypeError,
  'x.data',
  (a) => a.selfAttention({ rows: 3, cols: 4, data: new Float64Array(13) }),
  'got 13',
  'must equal x.rows * x.cols = 12',
  'x.data.length',
);
add(
  'selfAttention: data not an array',
  TypeError,
  'x.data',
  (a) => a.selfAttention({ rows: 1, cols: 1, data: 'a' }),
  '"a"',
  'must be an array or typed array of numbers',
);
add(
  'selfAttention: data[1] = "2"',
  TypeError,
  'x.data[1]',
  (a) => a.selfAttention({ rows: 1, cols: 2, data: [1, '2'] }),
  '"2"',
  NUMBER,
);
add(
  'selfAttention: rows 0',
  RangeError,
  'rows',
  (a) => a.selfAttention({ rows: 0, cols: 1, data: [] }),
  'got 0',
  SEQ,
);
add(
  'selfAttention: cols 1.5',
  RangeError,
  'cols',
  (a) => a.selfAttention({ rows: 2, cols: 1.5, data: [1, 2, 3] }),
  'got 1.5',
  SEQ,
);
add(
  'selfAttention: rows NaN',
  RangeError,
  'rows',
  (a) => a.selfAttention({ rows: NaN, cols: 1, data: [1] }),
  'got NaN',
  SEQ,
);
add(
  'selfAttention: 5000 rows make 5000 x 5000 weights',
  RangeError,
  'rows',
  (a) => a.selfAttention({ rows: 5000, cols: 1, data: new Float64Array(5000) }),
  '5000 * 5000 = 25000000',
  ELEMENTS,
  'rows * rows',
);
add(
  'selfAttention: x.data[5] = NaN',
  RangeError,
  'x.data',
  (a) => a.selfAttention({ rows: 2, cols: 4, data: [1, 2, 3, 4, 5, NaN, 7, 8] }),
  'got NaN',
  'must be a finite number',
  'x.data[5]',
);
add(
  'selfAttention: x.data[0] = Infinity',
  RangeError,
  'x.data',
  (a) => a.selfAttention({ rows: 1, cols: 2, data: new Float64Array([Infinity, 0]) }),
  'got Infinity',
  'must be a finite number',
  'x.data[0]',
);

// shift.
for (const length of [1, 3, 0, 65538]) {
  add(
    `shift: vector of length ${length}`,
    RangeError,
    'vector.length',
    (a) => a.shift(new Float64Array(length), 1),
    `got ${length}`,
    DMODEL,
  );
}
add(
  'shift: vector "ab"',
  TypeError,
  'vector',
  (a) => a.shift('ab', 1),
  '"ab"',
  'must be an array or typed array of numbers',
);
add(
  'shift: vector[1] = undefined',
  TypeError,
  'vector[1]',
  (a) => a.shift([0, undefined], 1),
  'undefined',
  NUMBER,
);
for (const k of [NaN, Infinity, -Infinity, 2 ** 54]) {
  addEach('k', k, RangeError, `got ${fmt(k)}`, POSITION, { shown: fmt(k) });
}

// rotationMatrix: the pair.
for (const pair of [4, -1, 0.5, NaN, Infinity]) {
  add(
    `rotationMatrix: pair ${pair} at dModel 8`,
    RangeError,
    'pair',
    (a) => a.rotationMatrix(1, pair, 8),
    `got ${fmt(pair)}`,
    'a whole number from 0 to 3 (dModel/2 - 1)',
  );
}

// averageGrid.
add(
  'averageGrid: window null',
  TypeError,
  'window',
  (a) => a.averageGrid(null),
  'null',
  'must be an object',
);
add(
  'averageGrid: window 5',
  TypeError,
  'window',
  (a) => a.averageGrid(5),
  '5',
  'must be an object',
);
for (const field of Object.keys(grid)) {
  const { [field]: _omitted, ...rest } = grid;
  add(
    `averageGrid: ${field} missing`,
    TypeError,
    field,
    (a) => a.averageGrid(rest),
    'undefined',
    NUMBER,
  );
}
// The window's numbers, each field with its own range.
for (const [fields, values, range] of [
  [['seqLen'], [0, 1.5, NaN, 2 ** 53 + 2], 'a whole number from 1 to 2^53'],
  [['dModel'], [63], DMODEL],
  [['rowsPx', 'colsPx'], [0, 16385, 2.5, NaN], 'a whole number from 1 to 16384'],
  [['rowsPerPixel', 'colsPerPixel'], [0, -1, NaN, Infinity], 'a finite number greater than 0'],
  [['rowStart', 'colStart'], [NaN, Infinity, -(2 ** 54)], POSITION],
]) {
  for (const field of fields) {
    for (const value of values) {
      add(
        `averageGrid: ${field} ${value}`,
        RangeError,
        field,
        (a) => a.averageGrid({ ...grid, [field]: value }),
        `got ${fmt(value)}`,
        range,
      );
    }
  }
}
add(
  'averageGrid: 16384 x 16384 pixels > 16777216',
  RangeError,
  'rowsPx',
  (a) => a.averageGrid({ ...grid, rowsPx: 16384, colsPx: 16384 }),
  '16384 * 16384 = 268435456',
  ELEMENTS,
  'rowsPx * colsPx',
);

// Cost limits (issue 8, item 9): calls that would take far more than 2 s.
const COST = (what, limit) => `(the cost of ${what}) must be at most ${limit}`;
add(
  'selfAttention: 512 x 512 (cost 2^27 > 2^23)',
  RangeError,
  'rows',
  (a) => a.selfAttention({ rows: 512, cols: 512, data: new Float64Array(512 * 512) }),
  '512 * 512 * 512 = 134217728',
  COST('selfAttention', 8388608),
  'rows * rows * cols',
);
add(
  'dotProducts: 4096 x 4096 (cost 2^36 > 2^28)',
  RangeError,
  'seqLen',
  (a) => a.dotProducts(4096, 4096),
  '4096 * 4096 * 4096 = 68719476736',
  COST('dotProducts', 268435456),
  'seqLen * seqLen * dModel',
);
add(
  'ropeScores: 4096 positions of 64-vectors (cost 2^30 > 2^28)',
  RangeError,
  'seqLen',
  (a) => a.ropeScores(new Float64Array(64), new Float64Array(64), 4096),
  '4096 * 4096 * 64 = 1073741824',
  COST('ropeScores', 268435456),
  'seqLen * seqLen * q.length',
);
add(
  'encodePositions: 65537 positions x 64 (cost > 2^22)',
  RangeError,
  'positions.length',
  (a) => a.encodePositions(new Float64Array(65537), 64),
  '65537 * 64 = 4194368',
  COST('encodePositions', 4194304),
  'positions.length * dModel',
);
add(
  'learnedTable: 4096 x 4096 (cost 2^24 > 2^22)',
  RangeError,
  'maxLen',
  (a) => a.learnedTable(4096, 4096),
  '4096 * 4096 = 16777216',
  COST('learnedTable', 4194304),
  'maxLen * dModel',
);
add(
  'uniqueRows: 2^21 rows (> 2^20)',
  RangeError,
  'seqLen',
  (a) => a.uniqueRows(2097152, 2),
  'got 2097152 = 2097152',
  COST('uniqueRows', 1048576),
  'seqLen (the cost of uniqueRows)',
);
add(
  'averageGrid: 4096 x 4096 px at dModel 65536 (cost > 2^25)',
  RangeError,
  'rowsPx',
  (a) => a.averageGrid({ ...grid, dModel: 65536, rowsPx: 4096, colsPx: 4096, colsPerPixel: 16 }),
  '4096 * (4096 + 65536) = 285212672',
  COST('averageGrid', 33554432),
  'rowsPx * (colsPx + dModel)',
);

// A caller-owned `out` (positionalEncoding and averageGrid).
for (const [got, value] of [
  ['an array of length 12', new Array(12).fill(0)],
  ['an object (Float32Array)', new Float32Array(12)],
  ['5', 5],
]) {
  add(
    `positionalEncoding: out ${got}`,
    TypeError,
    'out',
    (a) => a.positionalEncoding(3, 4, { out: value }),
    `got ${got}`,
    'must be a Float64Array',
  );
}
add(
  'positionalEncoding: out of length 11 for 3 x 4',
  RangeError,
  'out',
  (a) => a.positionalEncoding(3, 4, { out: new Float64Array(11) }),
  'got 11',
  'out.length must equal seqLen * dModel = 12',
);
add(
  'averageGrid: out of length 10 for 100 x 64 px',
  RangeError,
  'out',
  (a) => a.averageGrid(grid, { out: new Float64Array(10) }),
  'got 10',
  'out.length must equal rowsPx * colsPx = 6400',
);
add(
  'averageGrid: out a Float32Array',
  TypeError,
  'out',
  (a) => a.averageGrid(grid, { out: new Float32Array(6400) }),
  'got an object (Float32Array)',
  'must be a Float64Array',
);
add(
  'shift: option out is not allowed',
  TypeError,
  'options',
  (a) => a.shift([0, 1], 1, { out: new Float64Array(2) }),
  'options.out',
  'allowed: base, variant',
);

// The column rule.
add(
  'columnsOfPair: pair 4 with dModel 8',
  RangeError,
  'pair',
  (a) => a.columnsOfPair(4, 8),
  'got 4',
  'a whole number from 0 to 3',
);
add(
  'pairOfColumn: column 8 with dModel 8',
  RangeError,
  'column',
  (a) => a.pairOfColumn(8, 8, { layout: 'split' }),
  'got 8',
  'a whole number from 0 to 7',
);
add('pairOfColumn: dModel 7', RangeError, 'dModel', (a) => a.pairOfColumn(0, 7), 'got 7', DMODEL);
add(
  'columnsOfPair: layout "diagonal"',
  RangeError,
  'layout',
  (a) => a.columnsOfPair(0, 8, { layout: 'diagonal' }),
  '"diagonal"',
  LAYOUTS,
);
add(
  'columnsOfPair: option base is not allowed',
  TypeError,
  'options',
  (a) => a.columnsOfPair(0, 8, { base: 2 }),
  'options.base',
  'allowed: layout',
);
