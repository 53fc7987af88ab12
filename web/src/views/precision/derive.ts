// The precision view's model: what float32, float16 and bfloat16 do to the
// encoding of positions 0 .. n-1 as commonly written code computes it in
// that type: the largest error of each row against float64, how many rows
// stay distinct, the first position whose row equals the previous one, the
// first non-finite entry; and, for the selected type, how positions are
// stored and the two rows that first collide. Pure: the numbers are the
// engine's (precisionStats, roundToPrecision, positionalEncoding).
import type { PosEnc, Precision, PrecisionReport } from '../../engine/index.js';
import type { State } from '../state.js';
import { derivePart, sameInputs, type Part } from '../../ui/derived-part.js';

export const reducedPrecisions = ['float32', 'float16', 'bfloat16'] as const;
/** Columns shown of the colliding rows. */
export const SHOWN_COLUMNS = 6;

export interface CollisionRows {
  readonly position: number;
  /** Rows position - 1 and position, the first SHOWN_COLUMNS entries of each. */
  readonly previous: Float64Array;
  readonly row: Float64Array;
}

export type ReducedPrecision = (typeof reducedPrecisions)[number];

interface ReportInputs {
  readonly pe: PosEnc;
  readonly seqLen: number;
  readonly dModel: number;
  readonly base: number;
}

interface CollisionInputs {
  readonly pe: PosEnc;
  readonly dModel: number;
  readonly base: number;
  readonly precision: Precision;
  readonly first: number;
}

type ReportParts = Readonly<Partial<Record<ReducedPrecision, Part<ReportInputs, PrecisionReport>>>>;

export interface PrecisionModel {
  readonly seqLen: number;
  readonly dModel: number;
  readonly positions: Float64Array;
  /**
   * The reports computed so far. At the largest sizes each report is a
   * quarter of a second of engine work, so derive computes only the
   * selected type's (float32's when float64 is selected) and lists the
   * others in `pending`: the view computes them one task at a time
   * ({@link completeNext}), and the page never waits for all three at once.
   */
  readonly reports: Readonly<Partial<Record<ReducedPrecision, PrecisionReport>>>;
  readonly pending: readonly ReducedPrecision[];
  readonly selected: Precision;
  /** Each position as the selected type stores it. */
  readonly stored: Float64Array;
  readonly collision: CollisionRows | undefined;
  /**
   * The costly parts and the inputs they came from, kept while those inputs
   * stay, so that a change of the selected type or the colour map computes
   * no report again.
   */
  readonly parts: {
    readonly inputs: ReportInputs;
    readonly reports: ReportParts;
    readonly collision: Part<CollisionInputs, CollisionRows | undefined>;
  };
}

function computeCollision({ pe, dModel, base, precision, first }: CollisionInputs) {
  if (first <= 0) return undefined;
  const cols = Math.min(SHOWN_COLUMNS, dModel);
  const m = pe.positionalEncoding(first + 1, dModel, { base, precision });
  const at = (row: number) => m.data.slice(row * dModel, row * dModel + cols);
  return { position: first, previous: at(first - 1), row: at(first) };
}

/** A part's value, or its engine error thrown again (the view shows it in place of the model). */
function valueOf<T>(part: Part<object, T>): T {
  if (part.outcome.error !== undefined) throw new Error(part.outcome.error);
  return part.outcome.value;
}

function reportPart(
  previous: Part<ReportInputs, PrecisionReport> | undefined,
  inputs: ReportInputs,
  precision: ReducedPrecision,
): Part<ReportInputs, PrecisionReport> {
  return derivePart(previous, inputs, ({ pe, seqLen, dModel, base }) =>
    pe.precisionStats(seqLen, dModel, { base, precision }),
  );
}

/** The model for the report parts there are: reports, pending, and the selected type's rows. */
function assemble(
  state: Pick<State, 'precision'>,
  inputs: ReportInputs,
  parts: ReportParts,
  previousCollision: Part<CollisionInputs, CollisionRows | undefined> | undefined,
  positions: Float64Array,
): PrecisionModel {
  const { pe, seqLen, dModel, base } = inputs;
  const { precision } = state;
  const reports: Partial<Record<ReducedPrecision, PrecisionReport>> = {};
  const pending: ReducedPrecision[] = [];
  for (const p of reducedPrecisions) {
    const part = parts[p];
    if (part === undefined) pending.push(p);
    else reports[p] = valueOf(part);
  }
  const first = precision === 'float64' ? -1 : reports[precision]!.firstCollision;
  const collision = derivePart(
    previousCollision,
    { pe, dModel, base, precision, first },
    computeCollision,
  );
  return {
    seqLen,
    dModel,
    positions,
    reports,
    pending,
    selected: precision,
    stored: pe.roundToPrecision(positions, precision),
    collision: valueOf(collision),
    parts: { inputs, reports: parts, collision },
  };
}

/**
 * The model of the view: the selected type's report now (kept from
 * `previous` when its inputs are the same, as are the others already
 * computed), the rest pending.
 */
export function derive(state: State, pe: PosEnc, previous?: PrecisionModel): PrecisionModel {
  const { dModel, base, precisionLen: seqLen, precision } = state;
  const inputs: ReportInputs = { pe, seqLen, dModel, base };
  const kept = previous !== undefined && sameInputs(previous.parts.inputs, inputs);
  const parts: Partial<Record<ReducedPrecision, Part<ReportInputs, PrecisionReport>>> = kept
    ? { ...previous.parts.reports }
    : {};
  const now: ReducedPrecision = precision === 'float64' ? 'float32' : precision;
  parts[now] = reportPart(parts[now], inputs, now);
  const positions = kept ? previous.positions : Float64Array.from({ length: seqLen }, (_, k) => k);
  return assemble(state, inputs, parts, previous?.parts.collision, positions);
}

/** The model with its next pending report computed (the model itself when none is pending). */
export function completeNext(model: PrecisionModel): PrecisionModel {
  const next = model.pending[0];
  if (next === undefined) return model;
  const { inputs } = model.parts;
  const parts = { ...model.parts.reports, [next]: reportPart(undefined, inputs, next) };
  return assemble(
    { precision: model.selected },
    inputs,
    parts,
    model.parts.collision,
    model.positions,
  );
}

/** The model with every report computed (an export needs them all). */
export function completeAll(model: PrecisionModel): PrecisionModel {
  let m = model;
  while (m.pending.length > 0) m = completeNext(m);
  return m;
}

/** Every report, computing those still pending (an export needs them all). */
export function allReports(
  model: PrecisionModel,
): Readonly<Record<ReducedPrecision, PrecisionReport>> {
  return completeAll(model).reports as Record<ReducedPrecision, PrecisionReport>;
}
