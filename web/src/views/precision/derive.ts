// The precision view's model: what float32, float16 and bfloat16 do to the
// encoding of positions 0 .. n-1 as commonly written code computes it in
// that type: the largest error of each row against float64, how many rows
// stay distinct, the first position whose row equals the previous one, the
// first non-finite entry; and, for the selected type, how positions are
// stored and the two rows that first collide. Pure: the numbers are the
// engine's (precisionStats, roundToPrecision, positionalEncoding).
import type { PosEnc, Precision, PrecisionReport } from '../../engine.js';
import type { State } from '../../state.js';
import { derivePart, type Part } from '../../ui/derived-part.js';

export const reducedPrecisions = ['float32', 'float16', 'bfloat16'] as const;
/** Columns shown of the colliding rows. */
export const SHOWN_COLUMNS = 6;

export interface CollisionRows {
  readonly position: number;
  /** Rows position - 1 and position, the first SHOWN_COLUMNS entries of each. */
  readonly previous: Float64Array;
  readonly row: Float64Array;
}

type Reports = Readonly<Record<(typeof reducedPrecisions)[number], PrecisionReport>>;

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

export interface PrecisionModel {
  readonly seqLen: number;
  readonly dModel: number;
  readonly positions: Float64Array;
  readonly reports: Reports;
  readonly selected: Precision;
  /** Each position as the selected type stores it. */
  readonly stored: Float64Array;
  readonly collision: CollisionRows | undefined;
  /**
   * The costly parts and the inputs they came from, kept while those inputs
   * stay: at 100,000 positions the three reports are most of a second of
   * engine work, which a change of the selected type or the colour map must
   * not pay again.
   */
  readonly parts: {
    readonly reports: Part<ReportInputs, { reports: Reports; positions: Float64Array }>;
    readonly collision: Part<CollisionInputs, CollisionRows | undefined>;
  };
}

function computeReports({ pe, seqLen, dModel, base }: ReportInputs) {
  const reports = {} as Record<(typeof reducedPrecisions)[number], PrecisionReport>;
  for (const p of reducedPrecisions)
    reports[p] = pe.precisionStats(seqLen, dModel, { base, precision: p });
  return { reports, positions: Float64Array.from({ length: seqLen }, (_, k) => k) };
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

/**
 * The model of the view. Pass the previous model to keep the reports and the
 * colliding rows while their own inputs stay.
 */
export function derive(state: State, pe: PosEnc, previous?: PrecisionModel): PrecisionModel {
  const { dModel, base, precisionLen: seqLen, precision } = state;
  const reportsPart = derivePart(
    previous?.parts.reports,
    { pe, seqLen, dModel, base },
    computeReports,
  );
  const { reports, positions } = valueOf(reportsPart);
  const first = precision === 'float64' ? -1 : reports[precision].firstCollision;
  const collisionPart = derivePart(
    previous?.parts.collision,
    { pe, dModel, base, precision, first },
    computeCollision,
  );
  return {
    seqLen,
    dModel,
    positions,
    reports,
    selected: precision,
    stored: pe.roundToPrecision(positions, precision),
    collision: valueOf(collisionPart),
    parts: { reports: reportsPart, collision: collisionPart },
  };
}
