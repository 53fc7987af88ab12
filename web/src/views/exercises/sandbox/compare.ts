// What the checker's recognisers share: a diagnosis, an accepted output and
// the one distance they compare outputs by. Pure: no DOM.

/** One recognised mistake: a short name, then what is wrong and how to fix it. */
export interface Diagnosis {
  id: string;
  title: string;
  message: string;
}

/** An output the harness accepted (seqLen * dModel float64 values). */
export interface ShapeData {
  seqLen: number;
  dModel: number;
  data: Float64Array;
}

/** max |a[k] − b[k]|; NaN anywhere makes it NaN, so a NaN never passes a `<=` test. */
export function maxAbsDiff(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let max = 0;
  for (let k = 0; k < a.length; k++) {
    const e = Math.abs(a[k]! - b[k]!);
    if (!(e <= max)) max = e;
  }
  return max;
}
