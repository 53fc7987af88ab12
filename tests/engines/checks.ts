// What the engine smoke checks in a page, written once for every engine: each
// is a script run through EngineSession.run over in-page.js's probe, and each
// failure names the engine and what was being checked.
import { SOLUTION_CODE } from '../../web/src/views/exercises/sandbox/questions.js';
import type { ViewEntry } from '../../web/src/views/registry.js';
import type { EngineSession } from './drivers.js';

/** One figure as in-page.js describes it. */
export interface Figure {
  kind: 'canvas' | 'svg';
  size: string;
  drawn: boolean;
  shapes?: number;
  colours?: number;
  error?: string;
}

/** The layout-shift record of in-page.js (data-layout). */
export interface LayoutRecord {
  cls: number;
  frames: number;
  shifts: { frame: number; score: number; distance: number }[];
  stableFrames: number;
  firstHeight: number | null;
  height: number | null;
  /** Chromium's own layout-shift sum, where the engine has the observer. */
  native: number | null;
}

const WIDGET = `const widget = document.querySelector(args[0]);`;

/** Waits until the widget `selector` is ready; a widget that reports 'error' fails at once, with its message. */
export async function waitReady(
  session: EngineSession,
  selector: string,
  context: string,
): Promise<void> {
  const status = await session.waitFor<string>(
    `${WIDGET}
     const status = widget && widget.status;
     if (status === 'error') return 'error: ' + widget.errorMessage;
     return status === 'ready' ? status : null;`,
    [selector],
    { what: `${context}: the widget to reach ready` },
  );
  if (status !== 'ready')
    throw new Error(`${session.engine}, ${context}: the widget failed (${status})`);
}

function describeFigures(figures: Figure[]): string {
  if (figures.length === 0) return 'no canvas or svg shown';
  return figures
    .map(
      (f) =>
        `${f.kind} ${f.size} ${f.drawn ? 'drawn' : 'BLANK'}` +
        (f.kind === 'svg' ? ` (${f.shapes} shapes, ${f.colours} colours)` : '') +
        (f.error ? ` (${f.error})` : ''),
    )
    .join('; ');
}

/**
 * Waits until the view `tag` shows at least one figure and every figure it
 * shows is drawn (canvas pixels or SVG paints not all one colour); resolves
 * to the figures.
 */
/** The least text a view of text only must show (the glossary shows about 29,000 characters). */
const TEXT_VIEW_CHARACTERS = 2000;

/**
 * Waits until the view of text only `view` (no engine, no figure: the
 * glossary) shows its text; returns how many characters it shows.
 */
export async function waitText(
  session: EngineSession,
  view: ViewEntry,
  context: string,
): Promise<number> {
  const body = `const n = window.__peSmoke.text(args[0]);
    return n >= ${TEXT_VIEW_CHARACTERS} ? n : null;`;
  try {
    return await session.waitFor<number>(body, [view.tag], {
      what: `${context}: the ${view.id} view's text to be shown`,
    });
  } catch (error) {
    const shown = await session
      .run<number>('return window.__peSmoke.text(args[0]);', view.tag)
      .catch(() => -1);
    throw new Error(
      `${session.engine}, ${context}, view ${view.id}: ` +
        (shown < 0 ? `<${view.tag}> is not in the page` : `it shows ${shown} characters of text`) +
        `\n${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export async function waitFigures(
  session: EngineSession,
  view: ViewEntry,
  context: string,
): Promise<Figure[]> {
  const body = `const report = window.__peSmoke.figures(args[0]);
    const ok = report.found && report.figures.length > 0 && report.figures.every((f) => f.drawn);
    return ok ? report.figures : null;`;
  try {
    return await session.waitFor<Figure[]>(body, [view.tag], {
      what: `${context}: the ${view.id} view's figures to be drawn`,
    });
  } catch (error) {
    const report = await session
      .run<{ found: boolean; figures: Figure[] }>(
        'return window.__peSmoke.figures(args[0]);',
        view.tag,
      )
      .catch(() => ({ found: false, figures: [] }));
    const errors = await session
      .run<string[]>('return window.__peSmoke.errors.slice();')
      .catch(() => []);
    throw new Error(
      `${session.engine}, ${context}, view ${view.id}: ` +
        (report.found
          ? `not every figure is drawn: ${describeFigures(report.figures)}`
          : `<${view.tag}> is not in the page`) +
        (errors.length ? `\nthe page's errors: ${errors.join('; ')}` : '') +
        `\n${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Errors the page recorded (in-page.js) and the driver saw, since the page loaded. */
export async function pageErrors(session: EngineSession): Promise<string[]> {
  const recorded = await session.run<string[]>('return window.__peSmoke.errors.slice();');
  return [...recorded, ...session.takeDriverErrors()];
}

/** ResizeObserver loop-limit reports of the page since it loaded (see in-page.js). */
export function pageNotices(session: EngineSession): Promise<string[]> {
  return session.run<string[]>('return window.__peSmoke.notices.slice();');
}

/** Clicks the widget's lesson tab titled `title` and waits until the view `tag` is shown. */
export async function openTab(
  session: EngineSession,
  selector: string,
  view: ViewEntry,
  context: string,
): Promise<void> {
  const clicked = await session.run<boolean>(
    `${WIDGET}
     const tab = window.__peSmoke.deepElements(widget.shadowRoot)
       .find((e) => e.getAttribute('role') === 'tab' && e.id === 'tab-' + args[1]);
     if (!tab) return false;
     tab.click();
     return true;`,
    selector,
    view.id,
  );
  // Found by its id: its text carries the chapter's number ("1. Word order").
  if (!clicked) throw new Error(`${session.engine}, ${context}: no lesson tab "${view.title}"`);
  await session.waitFor(
    `${WIDGET}
     const tab = window.__peSmoke.deepElements(widget.shadowRoot)
       .find((e) => e.getAttribute('role') === 'tab' && e.id === 'tab-' + args[1]);
     const shown = window.__peSmoke.deepElements(widget.shadowRoot).some((e) => e.localName === args[2]);
     return tab.getAttribute('aria-selected') === 'true' && shown;`,
    [selector, view.id, view.tag],
    { what: `${context}: the ${view.id} tab to show <${view.tag}>` },
  );
}

const EXERCISES = `const view = window.__peSmoke.deepElements(document).find((e) => e.localName === 'pe-exercises-view');
  const inside = view ? window.__peSmoke.deepElements(view.shadowRoot) : [];`;

/**
 * Puts the reference solution in the exercise's editor (its `value`, as the
 * element documents), presses Run and waits until the checker says every
 * shape matches the engine.
 */
export async function runSolution(session: EngineSession, context: string): Promise<void> {
  await session.waitFor(
    `${EXERCISES}
     const editor = inside.find((e) => e.localName === 'pe-code-editor');
     if (!editor || !editor.shadowRoot.querySelector('.cm-content')) return false;
     editor.value = args[0];
     return true;`,
    [SOLUTION_CODE],
    { what: `${context}: the exercise's code editor` },
  );
  await session.waitFor(
    `${EXERCISES}
     const editor = inside.find((e) => e.localName === 'pe-code-editor');
     const shown = editor.shadowRoot.querySelector('.cm-content').textContent.replace(/\\s+/g, '');
     return shown === args[0].replace(/\\s+/g, '');`,
    [SOLUTION_CODE],
    { what: `${context}: the editor to show the solution` },
  );
  await session.run(
    `${EXERCISES}
     inside.find((e) => e.localName === 'button' && e.textContent.trim() === 'Run').click();`,
  );
  const verdict = await session.waitFor<string>(
    `${EXERCISES}
     const result = inside.find((e) => e.classList.contains('result'));
     const text = result ? window.__peSmoke.deepElements(result).concat([result])
       .map((e) => e.shadowRoot ? e.shadowRoot.textContent : '').join(' ') + result.textContent : '';
     return text && !/Running/.test(text) && /shapes|error|fail|not yet/i.test(text) ? text.replace(/\\s+/g, ' ') : null;`,
    [],
    { what: `${context}: the exercise's Run to end`, timeoutMs: 30_000 },
  );
  if (!/shapes match the engine/.test(verdict))
    throw new Error(
      `${session.engine}, ${context}: the reference solution did not pass: ${verdict}`,
    );
}
