// Turns the element's ES module chunk into a classic script (vite.classic.ts
// uses it at build time; tests/js/classic-script.test.mjs tests it):
//
//   toClassicScript(code, options)  the entry chunk as a classic script: an
//       IIFE in strict mode, with no import or export statement and no
//       import.meta; its exports go into one global (a registered symbol, so
//       invisible to Object.keys and unique per package version), and its
//       import() calls resolve against the script's own URL
//       (document.currentScript.src), not the page's;
//   exportsModule(names, options)   the tiny module through which the lazily
//       loaded chunks import those exports (`import {…} from` it), so they
//       never load a second copy of the entry or Lit;
//   reassignedExports(program, locals)  the exported bindings the code
//       assigns after declaring them: such a binding is live in an ES module,
//       but the global holds its value once, so the build refuses it.
//
// Each works on an ESTree program (rolldown's parseAst) and refuses what it
// cannot convert with an Error that says what and where.
import { parseAst } from 'rolldown/parseAst';

/** The identifier the classic script puts in place of `import.meta`. */
const META = '__peImportMeta';
/** The identifier holding the global's key in the classic script. */
const KEY = '__peExportsKey';
/** The identifier holding the element script's global in a frame script. */
const CORE = '__peCore';

const isIdentifier = (name) => /^[A-Za-z_$][\w$]*$/.test(name);
/** Words a binding cannot be named (so `export const { in } = …` is a syntax error). */
const reserved = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export ' +
    'extends false finally for function if implements import in instanceof interface let new ' +
    'null package private protected public return static super switch this throw true try ' +
    'typeof var void while with yield arguments eval'
  ).split(' '),
);
const nameOf = (node) => (node.type === 'Identifier' ? node.name : String(node.value));
const propertyKey = (name) => (isIdentifier(name) ? name : JSON.stringify(name));

/** The names a binding or assignment pattern writes (member targets write none). */
function patternNames(node, out = []) {
  switch (node?.type) {
    case 'Identifier':
      out.push(node.name);
      break;
    case 'ObjectPattern':
      for (const property of node.properties)
        patternNames(property.type === 'RestElement' ? property.argument : property.value, out);
      break;
    case 'ArrayPattern':
      for (const element of node.elements) if (element) patternNames(element, out);
      break;
    case 'RestElement':
      patternNames(node.argument, out);
      break;
    case 'AssignmentPattern':
      patternNames(node.left, out);
      break;
    case 'ParenthesizedExpression':
      patternNames(node.expression, out);
      break;
  }
  return out;
}

const isFunction = (node) =>
  node.type === 'FunctionDeclaration' ||
  node.type === 'FunctionExpression' ||
  node.type === 'ArrowFunctionExpression';

/** The child nodes of `node`, in source order. */
function children(node) {
  const out = [];
  for (const key of Object.keys(node)) {
    if (key === 'type' || key === 'start' || key === 'end' || key === 'range') continue;
    const value = node[key];
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item.type === 'string') out.push(item);
    } else if (value && typeof value.type === 'string') out.push(value);
  }
  return out;
}

/** The `var` names declared in a function body (not in the functions inside it). */
function varNames(node, out = []) {
  if (node.type === 'VariableDeclaration' && node.kind === 'var')
    for (const declaration of node.declarations) patternNames(declaration.id, out);
  for (const child of children(node)) if (!isFunction(child)) varNames(child, out);
  return out;
}

/** The names a statement list declares for its block: let, const, class, function. */
function lexicalNames(statements, out = []) {
  for (const statement of statements) {
    if (statement.type === 'VariableDeclaration' && statement.kind !== 'var')
      for (const declaration of statement.declarations) patternNames(declaration.id, out);
    else if (
      (statement.type === 'ClassDeclaration' || statement.type === 'FunctionDeclaration') &&
      statement.id
    )
      out.push(statement.id.name);
  }
  return out;
}

/**
 * The names of `locals` (top-level bindings of `program`) that some code
 * assigns (`=`, `+=`, `++`, a destructuring or for-in/of target) where no
 * inner scope declares the same name.
 */
export function reassignedExports(program, locals) {
  const found = new Set();
  const write = (names, scopes) => {
    for (const name of names)
      if (locals.has(name) && !scopes.some((scope) => scope.has(name))) found.add(name);
  };
  const walk = (node, scopes) => {
    let inner = scopes;
    const scope = (names) => (inner = [...scopes, new Set(names)]);
    switch (node.type) {
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression': {
        const names = ['arguments', ...node.params.flatMap((param) => patternNames(param))];
        if (node.type === 'FunctionExpression' && node.id) names.push(node.id.name);
        if (node.body.type === 'BlockStatement')
          names.push(...varNames(node.body), ...lexicalNames(node.body.body));
        scope(names);
        break;
      }
      case 'BlockStatement':
        scope(lexicalNames(node.body));
        break;
      case 'StaticBlock':
        scope([...varNames(node), ...lexicalNames(node.body)]);
        break;
      case 'SwitchStatement':
        scope(lexicalNames(node.cases.flatMap((c) => c.consequent)));
        break;
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement': {
        const head = node.type === 'ForStatement' ? node.init : node.left;
        if (head?.type === 'VariableDeclaration' && head.kind !== 'var')
          scope(head.declarations.flatMap((d) => patternNames(d.id)));
        else if (head && node.type !== 'ForStatement' && head.type !== 'VariableDeclaration')
          write(patternNames(head), scopes);
        break;
      }
      case 'CatchClause':
        scope(node.param ? patternNames(node.param) : []);
        break;
      case 'ClassDeclaration':
      case 'ClassExpression':
        if (node.id) scope([node.id.name]);
        break;
      case 'AssignmentExpression':
        write(patternNames(node.left), scopes);
        break;
      case 'UpdateExpression':
        write(patternNames(node.argument), scopes);
        break;
    }
    for (const child of children(node)) walk(child, inner);
  };
  walk(program, []);
  return [...found];
}

/**
 * A self-contained chunk (no import, one export list) as an expression: a
 * function run once that returns its exports as an object.
 */
function moduleObject(code, name) {
  const program = parseAst(code, { sourceType: 'module' });
  const edits = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration' || statement.type === 'ExportAllDeclaration')
      throw new Error(`${name}: a copied-in chunk must import nothing (${where(code, statement)})`);
    if (statement.type !== 'ExportNamedDeclaration') continue;
    if (statement.source || statement.declaration)
      throw new Error(
        `${name}: a copied-in chunk must end in an export list (${where(code, statement)})`,
      );
    const object = statement.specifiers
      .map((s) => `${propertyKey(nameOf(s.exported))}:${nameOf(s.local)}`)
      .join(',');
    edits.push([statement.start, statement.end, `return{${object}};`]);
  }
  return `(function(){${applyEdits(code, edits)}})()`;
}

/** A readable place in `code`: the line and a short excerpt. */
function where(code, node) {
  const line = code.slice(0, node.start).split('\n').length;
  return `line ${line}: ${code.slice(node.start, Math.min(node.end, node.start + 80))}`;
}

/** Every node of `program` of one of `types`. */
function nodesOf(program, types) {
  const out = [];
  const walk = (node) => {
    if (types.has(node.type)) out.push(node);
    for (const child of children(node)) walk(child);
  };
  walk(program);
  return out;
}

/** Applies non-overlapping [start, end, text] edits to `code`. */
function applyEdits(code, edits) {
  const sorted = [...edits].sort((a, b) => b[0] - a[0]);
  let out = code;
  let limit = Infinity;
  for (const [start, end, text] of sorted) {
    if (end > limit) throw new Error(`classic script: overlapping edits at ${start}`);
    out = out.slice(0, start) + text + out.slice(end);
    limit = start;
  }
  return out;
}

/**
 * The ES module `code` (a self-contained entry chunk: no static import) as a
 * classic script. With `core` ({from, key, name}), `code` is a chunk whose only
 * static imports come from `from` (the exports module of the classic script
 * named `name`, whose global is Symbol.for(key)): those imports become reads
 * of that global, and the script throws, naming both files, if it has not
 * run (a view's frame script, vite.classic-frames.ts). With `chunkPath` (the
 * chunk's path relative to the script), import.meta.url and import() resolve
 * as they would in the chunk, wherever the script itself is. `also`
 * ([{name, local}]) adds bindings of the chunk to its global's object. `key` names the global its exports go into
 * (Symbol.for(key)); `name` is the script's file name, for the messages. A
 * second run of the same script on a page (the snippet pasted twice) does
 * nothing. With `indexed`, the global is an array of the exports in their
 * order, not an object by name (the element's script: exportsModule and the
 * frame scripts, given its names as `core.names`, read it by position).
 * Returns the script and the names it exports.
 */
export function toClassicScript(
  code,
  { key, name, core, chunkPath, inline = [], also = [], indexed = false },
) {
  if (indexed && also.length > 0)
    throw new Error(`${name}: an indexed global holds no extra names`);
  const program = parseAst(code, { sourceType: 'module' });
  const edits = [];
  const coreReads = [];
  const inlined = [];
  let exported;
  for (const statement of program.body) {
    const from = statement.type === 'ImportDeclaration' ? statement.source.value : undefined;
    const small = inline.find((chunk) => chunk.from === from);
    if (from !== undefined && ((core && from === core.from) || small)) {
      // The element's exports, or a small chunk of the bundler's own copied in.
      const object = small ? `__peInline${inlined.length}` : CORE;
      if (small) inlined.push(`var ${object}=${moduleObject(small.code, name)};`);
      for (const s of statement.specifiers) {
        if (s.type === 'ImportNamespaceSpecifier')
          throw new Error(`${name}: a namespace import cannot be converted (${where(code, s)})`);
        const imported = s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported);
        if (small) {
          inlined.push(`var ${s.local.name}=${object}[${JSON.stringify(imported)}];`);
          continue;
        }
        // The element's global is an array in export order (`indexed`) when its names are given.
        const index = core.names ? core.names.indexOf(imported) : -1;
        if (core.names && index < 0)
          throw new Error(`${name}: ${core.name} exports no ${imported} (${where(code, s)})`);
        coreReads.push(`${s.local.name}=${CORE}[${core.names ? index : JSON.stringify(imported)}]`);
      }
      edits.push([statement.start, statement.end, '']);
      continue;
    }
    if (statement.type === 'ImportDeclaration')
      throw new Error(
        `${name}: the ${core ? 'frame' : 'entry'} chunk imports another chunk (${where(code, statement)})`,
      );
    if (statement.type === 'ExportAllDeclaration' || statement.type === 'ExportDefaultDeclaration')
      throw new Error(`${name}: only an export list can be converted (${where(code, statement)})`);
    if (statement.type !== 'ExportNamedDeclaration') continue;
    if (statement.source || statement.declaration || exported)
      throw new Error(
        `${name}: only one local export list can be converted (${where(code, statement)})`,
      );
    exported = statement.specifiers.map((s) => ({
      local: nameOf(s.local),
      name: nameOf(s.exported),
    }));
    // Indexed: an array in export order, which the exports module and the
    // frame scripts read by position (the names are the bundler's, as
    // incompressible as the locals: 0.4 kB gzip of the element's script).
    const object = indexed
      ? `[${exported.map((e) => e.local).join(',')}]`
      : `{${[...exported, ...also].map((e) => `${propertyKey(e.name)}:${e.local}`).join(',')}}`;
    edits.push([statement.start, statement.end, `globalThis[${KEY}]=Object.freeze(${object});`]);
  }
  exported ??= [];
  const reassigned = reassignedExports(program, new Set(exported.map((e) => e.local)));
  if (reassigned.length > 0) {
    const names = exported.filter((e) => reassigned.includes(e.local)).map((e) => e.name);
    throw new Error(
      `${name}: the exports ${names.join(', ')} are assigned after their declaration; the lazily loaded chunks would see their first value only`,
    );
  }
  for (const node of nodesOf(program, new Set(['MetaProperty', 'ImportExpression']))) {
    if (node.type === 'MetaProperty') {
      if (node.meta.name !== 'import')
        throw new Error(`${name}: ${where(code, node)} is not import.meta`);
      edits.push([node.start, node.end, META]);
      continue;
    }
    const source = node.source;
    const fixed =
      source.type === 'Literal' ||
      (source.type === 'TemplateLiteral' && source.expressions.length === 0);
    if (!fixed) throw new Error(`${name}: an import() of a computed URL (${where(code, node)})`);
    const text = code.slice(source.start, source.end);
    edits.push([source.start, source.end, `new URL(${text},${META}.url).href`]);
  }
  const message = JSON.stringify(
    `${name} must be loaded by a classic <script src> element (without type="module")`,
  );
  // A frame script reads what it imports from the element's classic script
  // from that script's global, once, before its own code runs.
  const reads = core
    ? `var ${CORE}=globalThis[Symbol.for(${JSON.stringify(core.key)})];` +
      `if(!${CORE})throw new Error(${JSON.stringify(`${name} needs ${core.name}: load that script first, with <script src>`)});` +
      (coreReads.length ? `var ${coreReads.join(',')};` : '')
    : '';
  const copied = inlined.join('');
  const script =
    `(function(){"use strict";var ${KEY}=Symbol.for(${JSON.stringify(key)});` +
    `if(globalThis[${KEY}])return;var __peScript=document.currentScript;` +
    `if(!__peScript||!__peScript.src)throw new Error(${message});` +
    `var ${META}={url:${chunkPath ? `new URL(${JSON.stringify(chunkPath)},__peScript.src).href` : '__peScript.src'}};${reads}${copied}\n${applyEdits(code, edits)}\n})();\n`;
  // What the browser will parse: a script, not a module.
  parseAst(script, { sourceType: 'script' });
  return { code: script, exports: exported.map((e) => e.name) };
}

/**
 * `code` (an ES module chunk) with its static imports of small modules
 * replaced by what they bind, so the page fetches those modules no more
 * (vite.classic.ts: the classic build's exports modules and the bundler's
 * runtime helpers). `modules(specifier)` says what an import's module is:
 * undefined (kept), `{ code }` (a module that imports nothing, copied in) or
 * `{ key, missing, names }` (an exports module: its global Symbol.for(key),
 * read by position when `names` lists it in order, else by name; `missing`
 * is the Error's message when the global is not there). The reads run where
 * the import stood, before the chunk's own code, as the imported module
 * would have run before it.
 */
export function inlineImports(code, { name, modules }) {
  const program = parseAst(code, { sourceType: 'module' });
  const edits = [];
  const inlined = [];
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const module = modules(String(statement.source.value));
    if (!module) continue;
    const object = `__peInline${inlined.length}`;
    if (code.includes(object)) throw new Error(`${name}: the code already names ${object}`);
    inlined.push(String(statement.source.value));
    const reads = statement.specifiers.map((s) => {
      if (s.type === 'ImportNamespaceSpecifier')
        throw new Error(`${name}: a namespace import cannot be copied in (${where(code, s)})`);
      const imported = s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported);
      const index = module.names ? module.names.indexOf(imported) : -1;
      if (module.names && index < 0)
        throw new Error(`${name}: ${statement.source.value} exports no ${imported}`);
      return `${s.local.name}=${object}[${module.names ? index : JSON.stringify(imported)}]`;
    });
    const value =
      module.code !== undefined
        ? `const ${object}=${moduleObject(module.code, name)};`
        : `const ${object}=globalThis[Symbol.for(${JSON.stringify(module.key)})];` +
          `if(!${object})throw new Error(${JSON.stringify(module.missing)});`;
    edits.push([
      statement.start,
      statement.end,
      value + (reads.length ? `const ${reads.join(',')};` : ''),
    ]);
  }
  return { code: applyEdits(code, edits), inlined };
}

/**
 * The module the lazily loaded chunks import the classic script's exports
 * from: each export read once from the global the script filled in.
 */
export function exportsModule(names, { key, name, missing, indexed = false }) {
  const message = JSON.stringify(
    missing ?? `${name} has not run on this page: load it with <script src>`,
  );
  // The short form (`export const {a, b} = shared`) for every name that can
  // be a binding, as most of the bundler's export names are; the others (a
  // reserved word such as `in`, which the bundler's short names reach) by
  // alias: `const _0 = shared["in"]; export { _0 as in }`.
  const bindable = (n) => isIdentifier(n) && !reserved.has(n);
  const plain = names.filter(bindable);
  const other = names.filter((n) => !bindable(n));
  // An alias no export name can equal: underscores then a digit.
  let prefix = '_';
  while (names.some((n) => new RegExp(`^${prefix}\\d`).test(n))) prefix += '_';
  // An indexed global (toClassicScript's `indexed`) is read by position.
  const at = (n) => (indexed ? String(names.indexOf(n)) : JSON.stringify(n));
  const reads = other.map((n, i) => `${prefix}${i}=shared[${at(n)}]`).join(',');
  const list = other
    .map((n, i) => `${prefix}${i} as ${isIdentifier(n) ? n : JSON.stringify(n)}`)
    .join(',');
  const body =
    (plain.length
      ? indexed
        ? `export const[${names.map((n) => (bindable(n) ? n : '')).join(',')}]=shared;\n`
        : `export const{${plain.join(',')}}=shared;\n`
      : '') + (other.length ? `const ${reads};\nexport{${list}};\n` : '');
  // No comment in the module itself: it is part of the README embed's first load.
  return (
    `const shared=globalThis[Symbol.for(${JSON.stringify(key)})];\n` +
    `if(!shared)throw new Error(${message});\n` +
    (names.length ? body : '')
  );
}

/**
 * The ES module chunk `code` (one local export list) that also puts its
 * exports, and the `also` bindings, into the global Symbol.for(key) when it
 * runs, unless a classic script of the same chunk has filled that global
 * already: so chunks that read the global through an exports module work
 * whether the page ran the classic script or imported the chunk.
 */
export function publishExports(code, { key, name, also = [] }) {
  const program = parseAst(code, { sourceType: 'module' });
  const lists = program.body.filter(
    (s) => s.type === 'ExportNamedDeclaration' && !s.source && !s.declaration,
  );
  const other = program.body.find(
    (s) =>
      s.type === 'ExportAllDeclaration' ||
      s.type === 'ExportDefaultDeclaration' ||
      (s.type === 'ExportNamedDeclaration' && (s.source || s.declaration)),
  );
  if (lists.length !== 1 || other)
    throw new Error(`${name}: only a chunk with one local export list can publish its exports`);
  const list = lists[0];
  const object = [
    ...list.specifiers.map((s) => ({ name: nameOf(s.exported), local: nameOf(s.local) })),
    ...also,
  ]
    .map((e) => `${propertyKey(e.name)}:${e.local}`)
    .join(',');
  const publish = `globalThis[Symbol.for(${JSON.stringify(key)})]??=Object.freeze({${object}});`;
  return applyEdits(code, [[list.start, list.start, publish]]);
}
