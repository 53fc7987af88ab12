// What the heat map's chapter (content/heatmap.ts) needs from the derived
// model: which of its paragraphs show, the numbers and phrases in them, and
// the "Check the numbers" list (every number in them comes from the engine
// through derive.ts).
import { html, nothing } from 'lit';

import chapter from '../../content/heatmap.js';
import { renderMarkup, sized } from '../../ui/chapter.js';
import { amount, fixed, grouped, significant } from '../../ui/format.js';
import type { Colormap } from '../state.js';
import { CHECK_CELLS } from './boxes.js';
import type { Figure, HeatmapModel } from './derive.js';

/**
 * An extreme of the matrix in 4 decimals, or in as many more (up to 12) as
 * it takes not to print `limit` for a value that misses it, and three more:
 * the course's minimum −0.9999902 is "−0.99999021", not "−1.0000" (review 20 HM-4).
 */
export function bound(value: number, limit: number): string {
  let decimals = 4;
  while (decimals < 12 && value !== limit && Number(value.toFixed(decimals)) === limit) decimals++;
  // Three digits past the first that differs from the limit: −0.99999021.
  return fixed(value, decimals > 4 ? decimals + 3 : 4);
}

/** What the chapter's words need of the model: the state's numbers and the engine's results (undefined before they arrive). */
export type LessonInputs = Pick<
  HeatmapModel,
  'seqLen' | 'dModel' | 'base' | 'layout' | 'wavelengths' | 'rows' | 'checks' | 'checkPart'
>;

type Phrase = keyof typeof chapter.phrases;

/** The chapter's flags and values for the model, the colour map and the figure's blur note. */
export function lessonParts(model: LessonInputs, cmap: Colormap, blur: Figure['blur']) {
  const waves = model.wavelengths;
  // 4 decimals, or 1 for long wavelengths: 6.2832 and 60611.5 as in the sources.
  const length = (w: number) => fixed(w, w >= 1000 ? 1 : 4);
  const lastPair = model.dModel / 2 - 1;
  const first = waves?.[0];
  const last = waves?.[lastPair];
  const schedule = first !== undefined && last !== undefined;
  const { rows, checks, dModel, seqLen } = model;
  const pending = model.checkPart === undefined;
  const shown = Math.min(dModel, 6);
  const list = (values: number[]) =>
    `[${values
      .slice(0, shown)
      .map((value) => fixed(value, 4))
      .join(', ')}${dModel > shown ? ', …' : ''}]`;
  // The model holds the state's fields its source labels follow (widget/presets.ts).
  const say = (phrase: Phrase): unknown => renderMarkup(chapter.phrases[phrase], values, model);
  // Each wavelength follows from the state (λ_i = 2π · base^(2i/d_model)):
  // its slot is as wide as the state's own value written the same way, the
  // engine's number when it arrives (ui/chapter.ts, sized).
  const stateLast = 2 * Math.PI * Math.pow(model.base, (2 * lastPair) / dModel);
  const values = {
    scale: () => say(cmap === 'diverging' ? 'diverging' : 'sequential'),
    first: sized(schedule ? length(first) : '', length(2 * Math.PI).length),
    firstRounded: schedule ? Math.round(first) : '',
    base: significant(model.base),
    dModel,
    lastPair,
    last: sized(schedule ? length(last) : '', length(stateLast).length),
    layoutSentence: () => say(model.layout === 'split' ? 'split' : 'interleaved'),
    rowsPerPixel: blur ? amount(blur.rowsPerPixel) : '',
    blurWhere: blur?.where ?? '',
    row0: rows ? list(rows.row0) : '',
    zeroOneVerdict: () =>
      say(!checks ? 'zeroOneChecking' : checks.zeroOne ? 'zeroOne' : 'notZeroOne'),
    row1: rows ? list(rows.row1) : '',
    row10: rows ? list(rows.row10) : '',
    row1Note: () => say(model.layout === 'split' ? 'row1Split' : 'row1Interleaved'),
    checkCells: grouped(CHECK_CELLS),
    cells: grouped(seqLen * dModel),
    checkedCells: checks ? grouped(checks.cells) : '',
    seqLen: grouped(seqLen),
    min: checks?.min !== undefined ? bound(checks.min, -1) : '',
    max: checks?.max !== undefined ? bound(checks.max, 1) : '',
    minNote: () => say(checks?.min !== undefined && checks.min > -1 ? 'aboveMinusOne' : 'none'),
    rangeVerdict: () => say(checks!.min! >= -1 && checks!.max! <= 1 ? 'inRange' : 'outOfRange'),
    unique: grouped(checks?.unique ?? 0),
    uniqueVerdict: () => say(checks!.unique === seqLen ? 'allUnique' : 'someShared'),
  };
  const flags = {
    singlePair: schedule && lastPair === 0,
    closeWaves: schedule && lastPair !== 0 && last / first < 10,
    spreadWaves: schedule && lastPair !== 0 && last / first >= 10,
    blur: blur !== undefined,
    checks: rows !== undefined && (pending || checks !== undefined),
  };
  return { flags, values, say };
}

/** Why the checks cannot be listed: the first rows or the checks failed. */
export function checksError(model: HeatmapModel) {
  return html`<p class="error">${(model.rows ? model.checksError : model.rowsError) ?? ''}</p>`;
}

/**
 * "Check the numbers": PE(0) and PE(1) at once, the verdicts once the
 * whole-matrix checks have run (the view runs them after the frame is
 * drawn; until then each line says what is being checked). Each item's
 * class names its kind, which <pe-heatmap-checks> gives fixed lines
 * (boxes.ts checkItems: the same items).
 */
export function checksList(model: HeatmapModel, say: (phrase: Phrase) => unknown) {
  const pending = model.checkPart === undefined;
  const checks = model.checks;
  const cells = model.seqLen * model.dModel;
  const tooLarge = html`<li class="muted check-tooLarge">${say('tooLarge')}</li>`;
  let wholeMatrix: unknown;
  if (!checks) {
    wholeMatrix =
      cells > CHECK_CELLS
        ? tooLarge
        : html`<li class="muted check-range">${say('rangeChecking')}</li>
            <li class="muted check-unique">${say('uniqueChecking')}</li>`;
  } else if (checks.min !== undefined && checks.max !== undefined) {
    wholeMatrix = html`<li class="check-range">${say('range')}</li>
      <li class="check-unique">${say('unique')}</li>`;
  } else {
    wholeMatrix = tooLarge;
  }
  return html`<ul class="checks" aria-busy=${pending ? 'true' : 'false'}>
    <li class="check-row0">${say('row0')}</li>
    ${model.seqLen > 1 ? html`<li class="check-row1">${say('row1')}</li>` : nothing}
    ${model.seqLen > 10 ? html`<li class="check-row10">${say('row10')}</li>` : nothing}
    ${wholeMatrix} ${checks?.error ? html`<li class="error">${checks.error}</li>` : nothing}
  </ul>`;
}
