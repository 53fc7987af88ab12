// The README embed's layout shift in Chromium, Firefox ESR and WebKitGTK
// (PE_ENGINES picks others; Chromium also prints its own layout-shift
// entries beside the per-frame formula): the engine smoke's layout-shift tests
// (tests/engines/smoke.ts) run PE_ENGINES_LAYOUT_RUNS times per placement,
// printing min and median CLS for <body> and <head> placement per engine, for
// the README's view and the default view, and the element's height at first paint
// against its final height.
// Run by `npm run bench`, or alone: node bench/engines-layout.mjs
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs the layout-shift tests; resolves to the printed CLS lines. */
export function benchEnginesLayout(runs = 5) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['playwright', 'test', '-c', 'playwright.engines.config.ts', '-g', 'README embed'],
      {
        cwd: root,
        env: {
          ...process.env,
          PE_ENGINES: process.env.PE_ENGINES ?? 'chromium,firefox,webkit',
          PE_ENGINES_LAYOUT_RUNS: String(runs),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const lines = out
        .split('\n')
        .filter((line) => /^\[\w+\] CLS,/.test(line))
        .sort();
      const head = `README embed's layout shift per engine (bench/engines-layout.mjs, ${runs} runs each; issue 19 targets <= 0.02)`;
      if (code !== 0) lines.push(`(the layout-shift tests failed, exit code ${code})`);
      resolve([head, ...lines].join('\n'));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await benchEnginesLayout());
