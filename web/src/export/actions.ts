// What the export menu's buttons do (menu.ts loads this module on
// first use): build the file from the view's exportData() and hand it to the
// browser as a download. Each function returns the sentence the menu shows.
//
// Every file is built in steps (figure/steps.ts) run in tasks of the page:
// the values a view computes on demand (`prepare`), the figure's layout, its
// SVG text or canvas pixels, the CSV text. No task holds the main thread for
// long at any allowed size, `job.onProgress` hears how far it got, and
// `job.signal` stops it between two steps (then nothing is downloaded).
// Each getter of the view's export is read once per file.
import { blobSteps, npyParts, tableToCsvSteps } from './formats.js';
import { figureName, layoutFigureSteps, type Scene } from './figure/layout.js';
import { drawSceneSteps } from './figure/png.js';
import { canvasToPng } from '../ui/scratch-canvas.js';
import type { DataArray, DataTable, Deferred, FigureSpec, ViewExport } from './figure/spec.js';
import { runInTasks, stopIfAborted, within, type Steps, type TaskCount } from './figure/steps.js';
import { sceneToSvgSteps } from './figure/svg.js';

/** How a file is built: stopped by `signal`, reporting progress, counting its steps and tasks. */
export interface ExportJob {
  signal?: AbortSignal | undefined;
  onProgress?: ((fraction: number) => void) | undefined;
  count?: TaskCount | undefined;
}

function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Runs the steps of a file of `item` in tasks; then `item` forgets what it computed for it. */
function run<T>(item: Deferred, steps: Steps<T>, job: ExportJob): Promise<T> {
  return runInTasks(steps, job, job.count).finally(() => item.release?.());
}

/** What a view computes on demand, computed in steps (nothing when it has no `prepare`). */
function* prepared(item: Deferred): Steps<void> {
  if (item.prepare) yield* item.prepare();
}

/** The figure's scene: its values prepared, then laid out. */
function* sceneSteps(figure: FigureSpec): Steps<Scene> {
  yield* within(prepared(figure), 0, 0.3);
  return yield* within(layoutFigureSteps(figure), 0.3, 0.5);
}

function* svgSteps(figure: FigureSpec): Steps<{ scene: Scene; blob: Blob }> {
  const scene = yield* sceneSteps(figure);
  const pieces = yield* within(sceneToSvgSteps(scene), 0.5, 0.9);
  const blob = yield* within(blobSteps(pieces, 'image/svg+xml'), 0.9, 1);
  return { scene, blob };
}

function* pngSteps(figure: FigureSpec, scale: 1 | 2) {
  const scene = yield* sceneSteps(figure);
  const canvas = yield* within(drawSceneSteps(scene, scale), 0.5, 1);
  return { scene, canvas };
}

function* csvSteps(table: DataTable) {
  yield* within(prepared(table), 0, 0.4);
  const { name, columns, rows } = table;
  const pieces = yield* within(tableToCsvSteps({ name, columns, rows }), 0.4, 0.9);
  const blob = yield* within(blobSteps(pieces, 'text/csv'), 0.9, 1);
  return { blob, rows: rows.length, cols: columns.length };
}

function* npySteps(array: DataArray) {
  yield* within(prepared(array), 0, 0.8);
  const { name, shape, data } = array;
  const blob = yield* within(
    blobSteps(npyParts({ name, shape, data }), 'application/octet-stream'),
    0.8,
    1,
  );
  return { blob, shape, float: data instanceof Float64Array };
}

export async function saveSvg(
  data: ViewExport,
  figure: FigureSpec,
  job: ExportJob = {},
): Promise<string> {
  const { scene, blob } = await run(figure, svgSteps(figure), job);
  stopIfAborted(job.signal);
  const name = `${data.baseName}_${figureName(figure)}.svg`;
  download(name, blob);
  return `Saved ${name} (${scene.width} x ${scene.height}, text as text).`;
}

export async function savePng(
  data: ViewExport,
  figure: FigureSpec,
  scale: 1 | 2,
  job: ExportJob = {},
): Promise<string> {
  const { scene, canvas } = await run(figure, pngSteps(figure, scale), job);
  const blob = await canvasToPng(canvas);
  stopIfAborted(job.signal);
  const name = `${data.baseName}_${figureName(figure)}${scale === 2 ? '@2x' : ''}.png`;
  download(name, blob);
  return `Saved a ${scene.width * scale} x ${scene.height * scale} PNG: ${name}.`;
}

export async function saveCsv(data: ViewExport, index: number, job: ExportJob = {}) {
  const table = data.tables[index]!;
  const { blob, rows, cols } = await run(table, csvSteps(table), job);
  stopIfAborted(job.signal);
  const name = `${data.baseName}_${table.name}.csv`;
  download(name, blob);
  return `Saved ${rows} rows x ${cols} columns as ${name}.`;
}

export async function saveNpy(data: ViewExport, index: number, job: ExportJob = {}) {
  const array = data.arrays[index]!;
  const { blob, shape, float } = await run(array, npySteps(array), job);
  stopIfAborted(job.signal);
  const name = `${data.baseName}_${array.name}.npy`;
  download(name, blob);
  const dtype = float ? 'float64' : 'int32';
  const kind = shape.length === 2 ? 'matrix' : 'array';
  return `Saved the full (${shape.join(', ')}) ${dtype} ${kind} as ${name} for numpy.load.`;
}
