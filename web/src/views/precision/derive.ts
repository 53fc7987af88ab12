// The precision view's model: what float32, float16 and bfloat16 do to the
// encoding of positions 0 .. n-1 as commonly written code computes it in
// that type: the largest error of each row against float64, how many rows
// stay distinct, the first position whose row equals the previous one, the
// first non-finite entry; and, for the selected type, how positions are
// stored and the two rows that first collide. Pure: the numbers are the
// engine's (precisionStats, roundToPrecision, positionalEncoding).
import type { PosEnc, Precision, PrecisionReport } from '../../engine.js';
import type { State } from '../../state.js';

export const reducedPrecisions = ['float32', 'float16', 'bfloat16'] as const;
/** Columns shown of the colliding rows. */
export const SHOWN_COLUMNS = 6;

export interface CollisionRows {
  readonly position: number;
  /** Rows position - 1 and position, the first SHOWN_COLUMNS entries of each. */
  readonly previous: Float64Array;
  readonly row: Float64Array;
}

export interface PrecisionModel {
  readonly seqLen: number;
  readonly dModel: number;
  readonly positions: Float64Array;
  readonly reports: Readonly<Record<(typeof reducedPrecisions)[number], PrecisionReport>>;
  readonly selected: Precision;
  /** Each position as the selected type stores it. */
  readonly stored: Float64Array;
  readonly collision: CollisionRows | undefined;
}

export function derive(state: State, pe: PosEnc): PrecisionModel {
  const { dModel, base, precisionLen: seqLen, precision } = state;
  const reports = {} as Record<(typeof reducedPrecisions)[number], PrecisionReport>;
  for (const p of reducedPrecisions)
    reports[p] = pe.precisionStats(seqLen, dModel, { base, precision: p });
  const positions = Float64Array.from({ length: seqLen }, (_, k) => k);
  const first = precision === 'float64' ? -1 : reports[precision].firstCollision;
  let collision: CollisionRows | undefined;
  if (first > 0) {
    const cols = Math.min(SHOWN_COLUMNS, dModel);
    const m = pe.positionalEncoding(first + 1, dModel, { base, precision });
    const at = (row: number) => m.data.slice(row * dModel, row * dModel + cols);
    collision = { position: first, previous: at(first - 1), row: at(first) };
  }
  return {
    seqLen,
    dModel,
    positions,
    reports,
    selected: precision,
    stored: pe.roundToPrecision(positions, precision),
    collision,
  };
}
