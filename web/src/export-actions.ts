// What the export menu's buttons do (export-menu.ts loads this module on
// first use): build the file from the view's exportData() and hand it to the
// browser as a download. Each function returns the sentence the menu shows.
import { arrayToNpy, tableToCsv } from './export.js';
import { figureName, layoutFigure } from './figure/layout.js';
import { sceneToPng } from './figure/png.js';
import type { FigureSpec, ViewExport } from './figure/spec.js';
import { sceneToSvg } from './figure/svg.js';

function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function saveSvg(data: ViewExport, figure: FigureSpec): string {
  const scene = layoutFigure(figure);
  const name = `${data.baseName}_${figureName(figure)}.svg`;
  download(name, new Blob([sceneToSvg(scene)], { type: 'image/svg+xml' }));
  return `Saved ${name} (${scene.width} x ${scene.height}, text as text).`;
}

export async function savePng(data: ViewExport, figure: FigureSpec, scale: 1 | 2): Promise<string> {
  const scene = layoutFigure(figure);
  const name = `${data.baseName}_${figureName(figure)}${scale === 2 ? '@2x' : ''}.png`;
  download(name, await sceneToPng(scene, scale));
  return `Saved a ${scene.width * scale} x ${scene.height * scale} PNG: ${name}.`;
}

export function saveCsv(data: ViewExport, index: number): string {
  const table = data.tables[index]!;
  const name = `${data.baseName}_${table.name}.csv`;
  const text = tableToCsv(table);
  download(name, new Blob([text], { type: 'text/csv' }));
  return `Saved ${table.rows.length} rows x ${table.columns.length} columns as ${name}.`;
}

export function saveNpy(data: ViewExport, index: number): string {
  const array = data.arrays[index]!;
  const name = `${data.baseName}_${array.name}.npy`;
  const bytes = arrayToNpy(array);
  download(name, new Blob([bytes], { type: 'application/octet-stream' }));
  const dtype = array.data instanceof Float64Array ? 'float64' : 'int32';
  const kind = array.shape.length === 2 ? 'matrix' : 'array';
  return `Saved the full (${array.shape.join(', ')}) ${dtype} ${kind} as ${name} for numpy.load.`;
}
