// scripts/classic-script.mjs, which turns the element's module chunk into
// its classic script (vite.classic.ts): each conversion run in a fresh
// realm (node:vm) with a document whose currentScript is the script, as the
// browser runs it. import() has no stand-in in a vm realm without a flag, so
// the tests that follow an import() record its argument instead (the
// browser specs load the real chunks: tests/e2e/classic.spec.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { parseAst } from 'rolldown/parseAst';

import {
  exportsModule,
  inlineImports,
  publishExports,
  reassignedExports,
  toClassicScript,
} from '../../scripts/classic-script.mjs';

const SRC = 'https://cdn.example/pkg@1.0.0/dist/cdn/widget.classic.js';
let run = 0;
/** A key of its own per test, so no test sees another's global. */
const fresh = () => ({ key: `classic-script test ${++run}`, name: 'widget.classic.js' });

/** Runs `code` as a classic script in a new realm; returns that realm's global. */
function runScript(code, { src = SRC, imports = [] } = {}) {
  const context = vm.createContext({
    URL,
    document: { currentScript: src === null ? null : { src } },
    record: (specifier) => {
      imports.push(specifier);
      return Promise.resolve({});
    },
  });
  vm.runInContext(code.replaceAll('import(', 'record('), context);
  return context;
}

/** What the script put into its realm's global. */
const shared = (realm, options) =>
  vm.runInContext(`globalThis[Symbol.for(${JSON.stringify(options.key)})]`, realm);

test('an indexed classic script puts its exports into its global as an array, in export order', () => {
  const options = { ...fresh(), indexed: true };
  const { code, exports } = toClassicScript(
    'const a = 1; function b() { return 2; } export { b as y, a as x };',
    options,
  );
  assert.deepEqual(exports, ['y', 'x']);
  const values = shared(runScript(code), options);
  assert.ok(Object.isFrozen(values));
  assert.equal(values.length, 2);
  assert.equal(values[0](), 2);
  assert.equal(values[1], 1);
});

test('an indexed classic script refuses extra names in its global', () => {
  assert.throws(
    () =>
      toClassicScript('const a = 1; export { a };', {
        ...fresh(),
        indexed: true,
        also: [{ name: 'more', local: 'a' }],
      }),
    { message: /an indexed global holds no extra names/ },
  );
});

test('the classic script parses as a script: no import, export or import.meta left', () => {
  const options = fresh();
  const { code } = toClassicScript(
    'const a = import.meta.url; const f = () => import("./x.js"); export { a as url, f };',
    options,
  );
  assert.doesNotThrow(() => parseAst(code, { sourceType: 'script' }));
  assert.doesNotMatch(code, /import\.meta|export\s*\{/);
});

test("the classic script's exports go into one global under Symbol.for(key), frozen", () => {
  const options = fresh();
  const { code, exports } = toClassicScript(
    'const a = 1; function b() { return 2; } export { a as x, b as y };',
    options,
  );
  assert.deepEqual(exports, ['x', 'y']);
  const values = shared(runScript(code), options);
  assert.equal(values.x, 1);
  assert.equal(values.y(), 2);
  assert.ok(Object.isFrozen(values));
});

test('import.meta.url in the classic script is the URL of its <script src>', () => {
  const options = fresh();
  const { code } = toClassicScript(
    'const here = () => new URL("assets/e.wasm", import.meta.url).href; export { here };',
    options,
  );
  assert.equal(
    shared(runScript(code), options).here(),
    'https://cdn.example/pkg@1.0.0/dist/cdn/assets/e.wasm',
  );
});

test("the classic script's import() of a chunk resolves against the script's URL, not the page's", () => {
  const options = fresh();
  const { code } = toClassicScript(
    'const load = () => import(`./assets/view-abc.js`); export { load };',
    options,
  );
  const imports = [];
  shared(runScript(code, { imports }), options).load();
  assert.deepEqual(imports, ['https://cdn.example/pkg@1.0.0/dist/cdn/assets/view-abc.js']);
});

test('the same classic script run twice on a page runs its code once', () => {
  const options = fresh();
  const { code } = toClassicScript(
    'globalThis.runs = (globalThis.runs ?? 0) + 1; const a = {}; export { a };',
    options,
  );
  const realm = runScript(code);
  const first = shared(realm, options).a;
  vm.runInContext(code, realm);
  assert.equal(realm.runs, 1);
  assert.equal(shared(realm, options).a, first);
});

test('the classic script run without a <script src> (as a module) throws an Error naming the file', () => {
  const { code } = toClassicScript('export {};', fresh());
  assert.throws(() => runScript(code, { src: null }), {
    message: /widget\.classic\.js must be loaded by a classic <script src> element/,
  });
});

test('an entry chunk that imports another chunk is refused, naming the import', () => {
  assert.throws(() => toClassicScript('import { a } from "./b.js"; export { a };', fresh()), {
    message: /widget\.classic\.js: the entry chunk imports another chunk \(line 1: import \{ a \}/,
  });
});

test('an import() of a computed URL is refused', () => {
  assert.throws(() => toClassicScript('const f = (u) => import(u); export { f };', fresh()), {
    message: /an import\(\) of a computed URL/,
  });
});

test('an export assigned after its declaration is refused, naming the export', () => {
  assert.throws(
    () =>
      toClassicScript('let n = 0; function bump() { n++; } export { n as count, bump };', fresh()),
    { message: /the exports count are assigned after their declaration/ },
  );
});

const program = (code) => parseAst(code, { sourceType: 'module' });

test('reassignedExports finds every kind of write to a top-level binding', () => {
  const code = `let a, b, c, d, e, f, g;
    function w() { a = 1; b++; [c] = [1]; ({ k: d } = {}); for (e of []); f ??= 2; }
    g = 3;`;
  assert.deepEqual(
    reassignedExports(program(code), new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).sort(),
    ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
  );
});

test('reassignedExports ignores writes to inner bindings of the same name', () => {
  const code = `let a, b, c, d, e, f, g, h;
    function p(a) { a = 1; }
    function v() { var b; b = 1; { c = 2; } var c; }
    function l() { { let d; d = 1; } for (let e of []) e = 2; try {} catch (f) { f = 3; } }
    const x = function g() { g = 1; };
    class h { m() { h = 1; } }
    const y = (i) => { let j; ({ j } = {}); };`;
  assert.deepEqual(
    reassignedExports(program(code), new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'j'])),
    [],
  );
});

test('reassignedExports still sees a write past an inner scope that does not declare the name', () => {
  const code = `let a; function o() { let b; function i() { a = b; } }`;
  assert.deepEqual(reassignedExports(program(code), new Set(['a'])), ['a']);
});

test("the exports module re-exports the global's values under their names, any name", async () => {
  const options = fresh();
  const value = { widget: true };
  globalThis[Symbol.for(options.key)] = { A: value, in: 2, 'a-b': 3 };
  const source = exportsModule(['A', 'in', 'a-b'], options);
  const module = await import(`data:text/javascript,${encodeURIComponent(source)}`);
  assert.equal(module.A, value);
  assert.equal(module.in, 2);
  assert.equal(module['a-b'], 3);
});

test('the exports module of plain names binds each name once: export const { … } = the global', async () => {
  const options = fresh();
  globalThis[Symbol.for(options.key)] = { A: 1, $: 2, it: 3 };
  const source = exportsModule(['A', '$', 'it'], options);
  assert.match(source, /export const\{A,\$,it\}=shared;/);
  const module = await import(`data:text/javascript,${encodeURIComponent(source)}`);
  assert.deepEqual({ ...module }, { A: 1, $: 2, it: 3 });
});

test('the exports module binds the plain names by destructuring and aliases only the others (a reserved word such as in)', async () => {
  const options = fresh();
  globalThis[Symbol.for(options.key)] = { A: 1, in: 2, _0: 3, 'a-b': 4 };
  const source = exportsModule(['A', 'in', '_0', 'a-b'], options);
  // The bundler's short names reach reserved words: one of them must not
  // turn every name into an alias (0.7 kB more of the README embed's first load).
  assert.match(source, /export const\{A,_0\}=shared;/);
  assert.match(source, /const __0=shared\["in"\],__1=shared\["a-b"\];/);
  const module = await import(`data:text/javascript,${encodeURIComponent(source)}`);
  assert.deepEqual({ ...module }, { A: 1, in: 2, _0: 3, 'a-b': 4 });
});

test('the exports module of an indexed global reads each name by its position, any name', async () => {
  const options = { ...fresh(), indexed: true };
  globalThis[Symbol.for(options.key)] = [1, 2, 3, 4];
  const source = exportsModule(['A', 'in', '_0', 'a-b'], options);
  assert.match(source, /export const\[A,,_0,\]=shared;/);
  assert.match(source, /const __0=shared\[1\],__1=shared\[3\];/);
  const module = await import(`data:text/javascript,${encodeURIComponent(source)}`);
  assert.deepEqual({ ...module }, { A: 1, in: 2, _0: 3, 'a-b': 4 });
});

test('the exports module, imported before the classic script ran, throws an Error naming the script', async () => {
  const source = exportsModule(['A'], fresh());
  await assert.rejects(import(`data:text/javascript,${encodeURIComponent(source)}`), {
    message: /widget\.classic\.js has not run on this page/,
  });
});

// A view's frame script (vite.classic-frames.ts): a chunk that imports the
// element's exports module, turned into a classic script of its own.
const frameOptions = (core) => ({
  ...fresh(),
  name: 'frames/relative.classic.js',
  core: { from: './classic-exports-abc.js', key: core.key, name: 'widget.classic.js' },
});
const FRAME_SRC = 'https://cdn.example/pkg@1.0.0/dist/cdn/frames/relative.classic.js';

test("a frame script reads its imports of the element from the element script's global", () => {
  const core = fresh();
  const options = frameOptions(core);
  const { code } = toClassicScript(
    'import { h as html, d } from "./classic-exports-abc.js"; const f = () => html(d); export { f };',
    options,
  );
  assert.doesNotThrow(() => parseAst(code, { sourceType: 'script' }));
  const realm = runScript(
    `globalThis[Symbol.for(${JSON.stringify(core.key)})] = { h: (x) => "<" + x + ">", d: 7 };`,
    { src: FRAME_SRC },
  );
  vm.runInContext(code, realm);
  assert.equal(shared(realm, options).f(), '<7>');
});

test("a frame script reads an indexed element global by each import's position in the element's exports", () => {
  const core = fresh();
  const options = frameOptions(core);
  options.core.names = ['z', 'h', 'd'];
  const { code } = toClassicScript(
    'import { h as html, d } from "./classic-exports-abc.js"; const f = () => html(d); export { f };',
    options,
  );
  assert.match(code, /html=__peCore\[1\],d=__peCore\[2\]/);
  const realm = runScript(
    `globalThis[Symbol.for(${JSON.stringify(core.key)})] = [0, (x) => "<" + x + ">", 7];`,
    { src: FRAME_SRC },
  );
  vm.runInContext(code, realm);
  assert.equal(shared(realm, options).f(), '<7>');
});

test('a frame script refuses an import the indexed element does not export, naming it', () => {
  const core = fresh();
  const options = frameOptions(core);
  options.core.names = ['h'];
  assert.throws(
    () => toClassicScript('import { d } from "./classic-exports-abc.js"; export { d };', options),
    { message: /widget\.classic\.js exports no d/ },
  );
});

test('a frame script run before the element script throws an Error naming both files', () => {
  const core = fresh();
  const { code } = toClassicScript(
    'import { d } from "./classic-exports-abc.js"; export { d };',
    frameOptions(core),
  );
  assert.throws(() => runScript(code, { src: FRAME_SRC }), {
    message: /frames\/relative\.classic\.js needs widget\.classic\.js: load that script first/,
  });
});

test('a frame script still refuses an import of any chunk but the element and the copied-in ones', () => {
  const core = fresh();
  assert.throws(
    () => toClassicScript('import { a } from "./view-abc.js"; export { a };', frameOptions(core)),
    { message: /the frame chunk imports another chunk \(line 1: import \{ a \}/ },
  );
});

test("a frame script copies in a small helper chunk and resolves import.meta and import() as its chunk's", () => {
  const core = fresh();
  const options = {
    ...frameOptions(core),
    chunkPath: '../assets/frame-relative-abc.js',
    inline: [{ from: './runtime-abc.js', code: 'var e = (n) => n * 2; export { e as t };' }],
  };
  const { code } = toClassicScript(
    'import { t as twice } from "./runtime-abc.js"; const here = () => import.meta.url; ' +
      'const load = () => import("./chunk-x.js"); const n = twice(21); export { n, here, load };',
    options,
  );
  const imports = [];
  const realm = runScript(`globalThis[Symbol.for(${JSON.stringify(core.key)})] = {};`, {
    src: FRAME_SRC,
    imports,
  });
  vm.runInContext(code.replaceAll('import(', 'record('), realm);
  const values = shared(realm, options);
  assert.equal(values.n, 42);
  assert.equal(
    values.here(),
    'https://cdn.example/pkg@1.0.0/dist/cdn/assets/frame-relative-abc.js',
  );
  values.load();
  assert.deepEqual(imports, ['https://cdn.example/pkg@1.0.0/dist/cdn/assets/chunk-x.js']);
});

test("a frame script's global also holds the bindings named in `also` (the frame's module)", () => {
  const core = fresh();
  const options = { ...frameOptions(core), also: [{ name: '__peFrameModule', local: 'ns' }] };
  const { code } = toClassicScript('const ns = { default: 5 }; export { ns as t };', options);
  const realm = runScript(`globalThis[Symbol.for(${JSON.stringify(core.key)})] = {};`, {
    src: FRAME_SRC,
  });
  vm.runInContext(code, realm);
  assert.equal(shared(realm, options).__peFrameModule.default, 5);
  assert.equal(shared(realm, options).t, shared(realm, options).__peFrameModule);
});

// The classic build's frame chunk (vite.classic-frames.ts), imported as a
// module where the page ran no frame script: it fills the frame's global
// itself, so the chunks reading it through an exports module work either way.
const moduleOf = (source) => import(`data:text/javascript,${encodeURIComponent(source)}`);

test('a published frame chunk fills its global with its exports and the `also` bindings, frozen', async () => {
  const options = fresh();
  const code = publishExports(
    'const ns = { default: 5 }; const f = () => 7; export { f as a, ns as t };',
    {
      ...options,
      also: [{ name: '__peFrameModule', local: 'ns' }],
    },
  );
  const module = await moduleOf(code);
  const global = globalThis[Symbol.for(options.key)];
  assert.equal(global.a, module.a);
  assert.equal(global.t, module.t);
  assert.equal(global.__peFrameModule.default, 5);
  assert.ok(Object.isFrozen(global));
});

test('a published frame chunk leaves a global its classic script filled already', async () => {
  const options = fresh();
  const before = Object.freeze({ a: 'from the frame script' });
  globalThis[Symbol.for(options.key)] = before;
  await moduleOf(publishExports('const f = 1; export { f as a };', options));
  assert.equal(globalThis[Symbol.for(options.key)], before);
});

test('the exports module reads what a published frame chunk left, under the same names', async () => {
  const options = fresh();
  await moduleOf(publishExports('const f = () => 7, g = 2; export { f as a, g as b };', options));
  const reader = await moduleOf(exportsModule(['a', 'b'], options));
  assert.equal(reader.a(), 7);
  assert.equal(reader.b, 2);
});

test('a chunk without one local export list cannot publish, and says so', () => {
  assert.throws(() => publishExports('export const a = 1;', fresh()), {
    message: /only a chunk with one local export list can publish its exports/,
  });
  assert.throws(() => publishExports('const a = 1; export { a }; export { a as b };', fresh()), {
    message: /one local export list/,
  });
});

test('the exports module, imported before its global is filled, throws the message it was given', async () => {
  const source = exportsModule(['A'], { ...fresh(), missing: 'the frame came second' });
  await assert.rejects(moduleOf(source), { message: 'the frame came second' });
});

// The classic build's last step (vite.classic.ts, inlineSmallModules): the
// small modules a chunk imports are copied into it.
test("inlineImports reads an exports module's global in place of its import, by position or by name", async () => {
  const element = fresh();
  const frame = fresh();
  globalThis[Symbol.for(element.key)] = [10, 20, 30];
  globalThis[Symbol.for(frame.key)] = { A: 'a', in: 'b' };
  const { code, inlined } = inlineImports(
    'import { y as b, z } from "./shim.js"; import { A as a, in as c } from "./frame.js"; import "./kept.js";\nexport const all = [b, z, a, c];',
    {
      name: 'chunk.js',
      modules: (specifier) =>
        specifier === './shim.js'
          ? { key: element.key, names: ['x', 'y', 'z'], missing: 'no element' }
          : specifier === './frame.js'
            ? { key: frame.key, missing: 'no frame' }
            : undefined,
    },
  );
  assert.deepEqual(inlined, ['./shim.js', './frame.js']);
  assert.match(code, /import "\.\/kept\.js"/);
  const module = await import(
    `data:text/javascript,${encodeURIComponent(code.replace('import "./kept.js";', ''))}`
  );
  assert.deepEqual(module.all, [20, 30, 'a', 'b']);
});

test('inlineImports copies in a module that imports nothing, and its bindings', async () => {
  const { code } = inlineImports(
    'import { t as helper } from "./runtime.js"; export const v = helper(2);',
    {
      name: 'chunk.js',
      modules: () => ({ code: 'var t = (x) => x * 21; export { t };' }),
    },
  );
  assert.doesNotMatch(code, /import/);
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  assert.equal(module.v, 42);
});

test("an inlined exports module's global that is missing throws the module's message", async () => {
  const { code } = inlineImports('import { x } from "./shim.js"; export { x };', {
    name: 'chunk.js',
    modules: () => ({ key: fresh().key, names: ['x'], missing: 'widget.classic.js has not run' }),
  });
  await assert.rejects(import(`data:text/javascript,${encodeURIComponent(code)}`), {
    message: 'widget.classic.js has not run',
  });
});

test('inlineImports refuses a name the indexed module does not export, and a namespace import', () => {
  const modules = () => ({ key: 'k', names: ['x'], missing: 'm' });
  assert.throws(() => inlineImports('import { y } from "./shim.js";', { name: 'c.js', modules }), {
    message: /exports no y/,
  });
  assert.throws(
    () => inlineImports('import * as all from "./shim.js";', { name: 'c.js', modules }),
    {
      message: /namespace import/,
    },
  );
});
