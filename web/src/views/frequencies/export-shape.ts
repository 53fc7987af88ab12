// What the frequencies view's export lists, without the data
// (export/shape.ts): the first-paint frame keeps the export menu's room with
// it, so it lives apart from export.ts (the data and the NumPy code stay in
// the view's chunk), which takes its titles from here.
import type { ExportShape } from '../../export/shape.js';
import type { State } from '../state.js';

type Config = Pick<State, 'dModel' | 'base' | 'layout'>;

/** The configuration the figures' titles name. */
function configText({ dModel, base, layout }: Config): string {
  return `d = ${dModel}, base ${base}${layout === 'split' ? ', split layout' : ''}`;
}

/** The small multiples' figure title. */
export function curvesTitle(config: Config): string {
  return `PE(pos, dim) along the positions (${configText(config)})`;
}

/** The wavelength plot's figure title. */
export function wavelengthsTitle(config: Config): string {
  return `Wavelength of each pair (${configText(config)})`;
}

/**
 * What the export lists at `state` with `curves` curves plotted (none when
 * every chosen dimension is beyond d_model); tests/js checks it against
 * exportShape(exportFrequencies(...)).
 */
export function frequenciesExportShape(config: Config, curves: number): ExportShape {
  const some = curves > 0;
  return {
    figures: [...(some ? [curvesTitle(config)] : []), wavelengthsTitle(config)],
    tables: [...(some ? ['curves'] : []), 'wavelengths'],
    arrays: ['wavelengths'],
    code: true,
  };
}
