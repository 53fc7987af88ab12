// The npm package: the engine entry stays DOM-free and needs no dependency,
// the element builds (dist/cdn) carry everything they load, the lite build
// never reaches the exercises or CodeMirror, the iframe route (embed.html,
// embed-resizer.js, the lesson page) ships with everything it loads, and the
// files a reader of the package page needs (LICENSE, CHANGELOG, the docs the
// README links to) ship.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const lib = join(root, 'dist/lib/');
const cdn = join(root, 'dist/cdn/');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

function filesUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

/** Specifiers of static imports, re-exports and dynamic import() calls in a JS file. */
function importsOf(source) {
  // Comments (tsc keeps them) may quote imports; whole-line and block comments go.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out = new Set();
  const patterns = [
    /(?<![\w$.])(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^{}()"'`]*\}|\*\s*as\s+[\w$]+|\*)?\s*from\s*)?(["'`])([^"'`]+)\1/g,
    /\bimport\s*\(\s*(["'`])([^"'`]+)\1\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      // Minified code has template literals near the word import: keep what looks like a module.
      if (/^(?:\.{1,2}\/|[@a-z])[\w@./:-]*$/i.test(match[2])) out.add(match[2]);
    }
  }
  return [...out];
}

/**
 * Every module reachable from `entry` (static and dynamic imports), and every
 * specifier that is not a relative file: what a consumer would have to install.
 */
function moduleGraph(entry) {
  const files = new Set();
  const bare = new Set();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop();
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (/^\.{1,2}\//.test(specifier)) stack.push(join(dirname(file), specifier));
      else bare.add(specifier);
    }
  }
  return { files: [...files], bare: [...bare] };
}

/** Files referenced with new URL('<relative>', import.meta.url) that do not exist. */
function missingUrlTargets(dir) {
  const missing = [];
  for (const file of filesUnder(dir).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(
      /new URL\(\s*(['"`])(\.{1,2}\/[^'"`]+|[\w.-]+(?:\/[\w.-]+)*)\1\s*,\s*import\.meta\.url/g,
    )) {
      const target = join(dirname(file), match[2]);
      if (!existsSync(target)) missing.push(`${relative(root, file)} -> ${match[2]}`);
    }
  }
  return missing;
}

/** Whether any file of a module graph carries CodeMirror (its editor class names). */
function carriesCodeMirror(files) {
  return files.some(
    (file) => /codemirror/i.test(file) || readFileSync(file, 'utf8').includes('cm-editor'),
  );
}

describe('package entries', () => {
  test('importing the main entry in Node touches no DOM', async () => {
    const before = Object.keys(globalThis).sort();
    const module = await import('positional-encoding-widget');
    assert.equal(typeof module.createPosEnc, 'function');
    assert.equal(typeof globalThis.document, 'undefined');
    assert.equal(typeof globalThis.customElements, 'undefined');
    assert.deepEqual(Object.keys(globalThis).sort(), before);
  });

  test('the package declares no runtime or peer dependency', () => {
    assert.deepEqual(pkg.dependencies ?? {}, {});
    assert.deepEqual(pkg.peerDependencies ?? {}, {});
    assert.deepEqual(pkg.optionalDependencies ?? {}, {});
  });

  test('the main entry imports only its own files and node: built-ins', () => {
    const entry = fileURLToPath(import.meta.resolve('positional-encoding-widget'));
    assert.equal(entry, join(lib, 'index.js'));
    const { files, bare } = moduleGraph(entry);
    assert.ok(files.length > 3, `the graph was read (${files.length} files)`);
    assert.deepEqual(
      bare.filter((specifier) => !specifier.startsWith('node:')),
      [],
    );
  });

  // Browsers and bundlers take the "default" condition; Node takes "node"
  // (node/element.js, which loads this same build only where a DOM exists:
  // package-entries-node.test.mjs).
  test('"./element" is the bundled element build, with its types', () => {
    const resolved = join(root, pkg.exports['./element'].default);
    assert.equal(resolved, join(cdn, 'positional-encoding-widget.js'));
    assert.match(
      readFileSync(join(root, pkg.exports['./element'].node), 'utf8'),
      /\.\.\/dist\/cdn\/positional-encoding-widget\.js/,
    );
    assert.ok(existsSync(join(root, pkg.exports['./element'].types)));
    assert.match(readFileSync(resolved, 'utf8'), /positional-encoding-widget/);
  });

  test('the element builds import nothing but their own files (Lit is bundled)', () => {
    for (const name of ['positional-encoding-widget.js', 'positional-encoding-widget-lite.js']) {
      const { files, bare } = moduleGraph(join(cdn, name));
      assert.ok(files.length > 5, `${name}: the graph was read (${files.length} files)`);
      // node:fs is the engine loader's Node branch, never taken in a browser.
      assert.deepEqual(
        bare.filter((specifier) => !specifier.startsWith('node:')),
        [],
        name,
      );
    }
  });

  test('every file a dist module loads with new URL(..., import.meta.url) exists', () => {
    assert.deepEqual([...missingUrlTargets(lib), ...missingUrlTargets(cdn)], []);
  });

  test('the full element build reaches the exercises and CodeMirror', () => {
    const { files } = moduleGraph(join(cdn, 'positional-encoding-widget.js'));
    assert.ok(carriesCodeMirror(files));
  });

  test('"./lite" never references the exercises chunk or CodeMirror', () => {
    const entry = join(root, pkg.exports['./lite'].default);
    assert.equal(entry, join(cdn, 'positional-encoding-widget-lite.js'));
    assert.match(
      readFileSync(join(root, pkg.exports['./lite'].node), 'utf8'),
      /\.\.\/dist\/cdn\/positional-encoding-widget-lite\.js/,
    );
    const { files } = moduleGraph(entry);
    assert.ok(files.length > 5, `the graph was read (${files.length} files)`);
    assert.equal(carriesCodeMirror(files), false, files.join('\n'));
    assert.deepEqual(
      files.filter((file) => /exercises|sandbox/.test(file)),
      [],
    );
    assert.doesNotMatch(readFileSync(entry, 'utf8'), /pe-exercises-view/);
  });
});

/** The chunks a classic script loads: its import() calls, resolved against the script's URL. */
function classicImports(file) {
  const code = readFileSync(file, 'utf8');
  const pattern = /\bimport\(new URL\((["'`])(\.{1,2}\/[^"'`]+)\1,__peImportMeta\.url\)\.href\)/g;
  return [...code.matchAll(pattern)].map((match) => join(dirname(file), match[2]));
}

/** Whether a file carries Lit (lit-html and ReactiveElement register their versions). */
const carriesLit = (file) =>
  /litHtmlVersions|reactiveElementVersions/.test(readFileSync(file, 'utf8'));

describe('the classic scripts', () => {
  const classic = [
    'positional-encoding-widget.classic.js',
    'positional-encoding-widget-lite.classic.js',
  ];

  for (const name of classic) {
    test(`${name} is a classic script: no import or export statement, no import.meta`, () => {
      const code = readFileSync(join(cdn, name), 'utf8');
      assert.ok(code.length > 50_000, `${name} holds the element (${code.length} characters)`);
      assert.doesNotMatch(
        code,
        /import\.meta|(?<![\w$.])import\s*[{*"'`]|(?<![\w$.])export\s*[{*]/,
      );
    });

    test(`${name}'s lazy chunks get Lit from it: no file it loads carries Lit or a module entry`, () => {
      const chunks = classicImports(join(cdn, name));
      assert.ok(chunks.length > 10, `${name}: its views are chunks (${chunks.length})`);
      const files = new Set(chunks.flatMap((chunk) => moduleGraph(chunk).files));
      const entries = [...files].filter((file) => dirname(file) === dirname(join(cdn, name)));
      assert.deepEqual(entries, [], `${name}: no chunk imports an entry of dist/cdn`);
      assert.deepEqual([...files].filter(carriesLit), [], `${name}: no chunk carries Lit`);
      const missing = [...files].filter((file) => !existsSync(file));
      assert.deepEqual(missing, [], name);
    });
  }

  // vite.classic-frames.ts: one frame script per view folder with a frame.ts,
  // for each element (the lite one has no exercises).
  const framed = readdirSync(join(root, 'web/src/views'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((view) => existsSync(join(root, 'web/src/views', view, 'frame.ts')));
  test('every view with a frame has its frame script for each element, a classic script without Lit', () => {
    assert.ok(framed.length >= 10, framed.join());
    for (const view of framed) {
      for (const lite of view === 'exercises' ? [false] : [false, true]) {
        const file = join(cdn, 'frames', `${view}${lite ? '.lite' : ''}.classic.js`);
        assert.ok(existsSync(file), file);
        const code = readFileSync(file, 'utf8');
        assert.doesNotMatch(
          code,
          /import\.meta|(?<![\w$.])import\s*[{*"'`]|(?<![\w$.])export\s*[{*]/,
          file,
        );
        assert.equal(carriesLit(file), false, file);
      }
    }
    assert.equal(existsSync(join(cdn, 'frames', 'exercises.lite.classic.js')), false);
  });

  test('the full classic script reaches the exercises and CodeMirror; the lite one does not', () => {
    const reach = (name) => classicImports(join(cdn, name)).flatMap((c) => moduleGraph(c).files);
    assert.ok(carriesCodeMirror(reach(classic[0])));
    assert.equal(carriesCodeMirror(reach(classic[1])), false);
  });
});

let tarball;
/** The paths `npm pack` puts in the tarball (what a CDN serves), once per run. */
function packedFiles() {
  tarball ??= new Set(
    JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
        cwd: root,
        encoding: 'utf8',
      }),
    )[0].files.map((file) => file.path),
  );
  return tarball;
}

const packagePath = (file) => relative(root, file).split('\\').join('/');

/**
 * The URLs a page refers to: src and href of its script, link and a tags,
 * and the core .wasm its engine-preload.js script preloads (data-wasm,
 * relative to the script).
 */
function pageReferences(html) {
  const out = [];
  for (const [, tag, attributes] of html.matchAll(/<(script|link|a)\b([^>]*)>/g)) {
    const url = /\s(?:src|href)="([^"]*)"/.exec(attributes)?.[1];
    // A link to a state of the same page (?view=…, #…) names no file.
    if (url === undefined || /^[?#]/.test(url)) continue;
    out.push({ tag, url, module: /type="module"/.test(attributes) });
    const wasm = /\sdata-wasm="([^"]*)"/.exec(attributes)?.[1];
    if (wasm !== undefined) {
      out.push({ tag: 'preload', url: `.${new URL(wasm, `http://x/${url}`).pathname}` });
    }
  }
  return out;
}

const packagedPages = ['index.html', 'embed.html'];

describe('the iframe route in the package', () => {
  test('the tarball carries embed.html, embed-resizer.js and the lesson page under dist/cdn', () => {
    const files = packedFiles();
    for (const file of ['embed.html', 'embed-resizer.js', 'index.html', 'engine-preload.js']) {
      assert.ok(files.has(`dist/cdn/${file}`), `dist/cdn/${file} is in the tarball`);
    }
  });

  test('the tarball carries the course platforms: the edX JSInput page and the anywidget module', () => {
    const files = packedFiles();
    for (const file of [
      'dist/cdn/edx.html',
      'dist/cdn/edx-jsinput.js',
      'dist/cdn/edx.css',
      'dist/anywidget/positional-encoding-widget.anywidget.js',
      'dist/anywidget/posenc-wasm-core.wasm',
      'dist/anywidget/posenc-wasm.wasm',
    ]) {
      assert.ok(files.has(file), `${file} is in the tarball`);
    }
  });

  for (const page of packagedPages) {
    test(`every file dist/cdn/${page} refers to is in the tarball, by a relative URL`, () => {
      const references = pageReferences(readFileSync(join(cdn, page), 'utf8'));
      assert.ok(
        references.some((reference) => reference.module),
        'a module script',
      );
      const files = packedFiles();
      for (const { url } of references) {
        // A link to the page itself with another query (the lesson's
        // References: ?view=glossary#...) names no file.
        if (/^\?[^:]*$/.test(url)) continue;
        assert.match(url, /^\.\/[^:]*$/, `${page}: ${url} is relative to the page`);
        const file = packagePath(join(cdn, new URL(url, 'http://x/').pathname));
        assert.ok(files.has(file), `${page}: ${url} (${file}) is in the tarball`);
      }
    });

    test(`every module dist/cdn/${page} loads is in the tarball`, () => {
      const files = packedFiles();
      const modules = pageReferences(readFileSync(join(cdn, page), 'utf8')).filter(
        (reference) => reference.module,
      );
      for (const { url } of modules) {
        const graph = moduleGraph(join(cdn, url));
        assert.ok(graph.files.length > 5, `${page}: the graph was read`);
        assert.deepEqual(
          graph.files.map(packagePath).filter((file) => !files.has(file)),
          [],
          page,
        );
        assert.deepEqual(
          graph.bare.filter((specifier) => !specifier.startsWith('node:')),
          [],
          page,
        );
      }
    });

    test(`dist/cdn/${page} shares the element's files: only its own entry chunk is extra`, () => {
      const element = new Set(moduleGraph(join(cdn, 'positional-encoding-widget.js')).files);
      const [entry] = pageReferences(readFileSync(join(cdn, page), 'utf8')).filter(
        (reference) => reference.module,
      );
      const entryFile = join(cdn, entry.url);
      assert.deepEqual(
        moduleGraph(entryFile).files.filter((file) => !element.has(file)),
        [entryFile],
      );
    });
  }
});

/** Bare specifiers the declaration files reachable from `entry` import (relative ones followed). */
function declarationImports(entry) {
  const bare = new Set();
  const seen = new Set();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:from\s*|import\(\s*)(["'])([^"']+)\1/g)) {
      const specifier = match[2];
      if (!/^\.{1,2}\//.test(specifier)) bare.add(specifier);
      else stack.push(join(dirname(file), specifier.replace(/\.js$/, '.d.ts')));
    }
  }
  return { files: seen.size, bare: [...bare] };
}

describe('package types', () => {
  for (const subpath of ['.', './element', './lite']) {
    test(`the declarations of "${subpath}" need no other package (no Lit types)`, () => {
      const { files, bare } = declarationImports(join(root, pkg.exports[subpath].types));
      assert.ok(files > 1, `${files} declaration files read`);
      assert.deepEqual(
        bare.filter((specifier) => !specifier.startsWith('positional-encoding-widget')),
        [],
      );
    });
  }

  test('the declarations of "./react" need only React itself', () => {
    const { bare } = declarationImports(join(root, pkg.exports['./react'].types));
    assert.deepEqual(
      bare.filter((specifier) => !specifier.startsWith('positional-encoding-widget')),
      ['react'],
    );
  });
});

describe('package metadata', () => {
  test('LICENSE is the MIT licence, as package.json says', () => {
    assert.equal(pkg.license, 'MIT');
    const text = readFileSync(join(root, 'LICENSE'), 'utf8');
    assert.match(text, /^MIT License/);
    assert.match(text, /Permission is hereby granted, free of charge/);
  });

  test('CHANGELOG.md has an entry for the package version', () => {
    const text = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
    assert.match(text, new RegExp(`^## ${pkg.version.replaceAll('.', '\\.')}\\b`, 'm'));
  });

  test('package.json names the repository and the homepage', () => {
    assert.match(pkg.repository?.url ?? '', /^git\+https:\/\/\S+\.git$/);
    assert.match(pkg.homepage ?? '', /^https:\/\/\S+$/);
  });

  test('"./react" ships the JSX declarations', () => {
    const path = pkg.exports['./react']?.types;
    assert.ok(path, 'exports["./react"].types');
    assert.match(readFileSync(join(root, path), 'utf8'), /interface IntrinsicElements/);
  });

  test('README links are absolute, and those into the package point to shipped files of this version', () => {
    const text = readFileSync(join(root, 'README.md'), 'utf8');
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
    assert.ok(links.length > 0);
    assert.deepEqual(
      links.filter((link) => !/^https:\/\//.test(link)),
      [],
      'a relative link breaks on the npm package page',
    );
    const prefix = `https://cdn.jsdelivr.net/npm/${pkg.name}@`;
    const into = links.filter((link) => link.startsWith(prefix));
    assert.ok(into.length > 0, 'the README links to its docs in the package');
    for (const link of into) {
      const rest = link.slice(prefix.length).split('#')[0];
      const version = rest.slice(0, rest.indexOf('/'));
      const path = rest.slice(rest.indexOf('/') + 1);
      assert.equal(version, pkg.version, link);
      assert.ok(existsSync(join(root, path)), `${link}: ${path} exists`);
      assert.ok(
        pkg.files.some((entry) => path === entry || path.startsWith(`${entry}/`)),
        `${link}: ${path} is in package.json "files"`,
      );
    }
  });
});
