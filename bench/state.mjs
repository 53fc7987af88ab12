// The state's door against hostile typed values (issue 18): applyValues
// (setState and views' requests) on the inputs the attacker review used,
// timed against a plain two-field partial in the same process. Each refused
// value costs what the reader keeps, not what the host built: a list of
// 2^32 - 1 holes, a Proxy answering 10^8 indices, a 10^8-character word.
import { applyValues, defaultState } from '../dist/lib/views/state.js';
import { formatTime, measure, table } from './harness.mjs';

/** A Proxy list of `length` that answers every index (the attacker's 10.3 s case on main). */
function answeringList(length) {
  return new Proxy([], {
    get: (target, key) => (key === 'length' ? length : /^\d+$/.test(String(key)) ? 1 : undefined),
    getOwnPropertyDescriptor: (target, key) =>
      /^\d+$/.test(String(key))
        ? { value: 1, writable: true, enumerable: true, configurable: true }
        : Reflect.getOwnPropertyDescriptor(target, key),
  });
}

const word = 'x'.repeat(1e8);
const inputs = [
  ['{ seqLen: 40, dModel: 16 } (baseline)', { seqLen: 40, dModel: 16 }],
  ['dims: new Array(1e8)', { dims: new Array(1e8) }],
  ['dims: new Array(2^32 - 1)', { dims: new Array(2 ** 32 - 1) }],
  ['dims: a Proxy of length 1e8', { dims: answeringList(1e8) }],
  ['emb: [a Proxy row of length 1e8]', { emb: [answeringList(1e8)] }],
  ['words: [a 1e8-character word]', { words: [word] }],
  ['code: a 1e8-character string', { code: word }],
  ['view: a 1e8-character string', { view: word }],
];

/** A table of applyValues times (min and median over runs) and their ratio to the baseline. */
export function benchHostileState() {
  const rows = [];
  let baseline;
  for (const [name, partial] of inputs) {
    const t = measure(() => applyValues(partial, defaultState), { minTime: 0.2, minIters: 5 });
    baseline ??= t.median;
    rows.push([
      name,
      formatTime(t.best),
      formatTime(t.median),
      `${(t.median / baseline).toFixed(1)}x`,
    ]);
  }
  return table(['setState input', 'best', 'median', 'vs baseline'], rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Hostile setState values through applyValues (dist/lib/state)');
  console.log(benchHostileState());
}
