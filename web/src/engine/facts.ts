// The engine's shared facts, usable before the WebAssembly module loads:
// variant and layout names, the default base and every limit. They are
// defined once in C++ (cpp/include/posenc/facts.h); the build loads the
// freshly built module and writes web/generated/facts.js from what it
// reports (scripts/gen-facts.mjs), and tests/js/facts.test.mjs checks the
// copy against the live module.
import * as generated from '../../generated/facts.js';

/** The correct encoding and the common implementation mistakes, 'correct' first. */
export const variantNames: readonly Variant[] = generated.variantNames;
/** Column orders: the paper's sin/cos interleaving, or all sines then all cosines. */
export const layoutNames: readonly Layout[] = generated.layoutNames;
/** The paper's base of the frequency schedule (10000). */
export const defaultBase: number = generated.defaultBase;
/** Every limit the API enforces, including the cost limits (see the README table). */
export const limits: Limits = generated.limits;

/**
 * The farthest maxDistance ropeScoreProfile and dropeCompare take for vectors
 * of `dModel` values: their cost, (maxDistance + 1) * dModel / 2, is at most
 * limits.maxTrigElements (the README's cost table).
 */
export function scoreProfileReach(dModel: number): number {
  return Math.floor(limits.maxTrigElements / (dModel / 2)) - 1;
}

/** RoPE context-extension methods, 'none' first (cpp/include/posenc/schemes/rope_scaling.h). */
export const ropeScalingNames: readonly RopeScalingType[] = generated.ropeScalingNames;
/** Floating-point types the encoding can be computed in, 'float64' (exact) first. */
export const precisionNames: readonly Precision[] = generated.precisionNames;
/** The lab's tasks and positional encodings (docs/lab.md), in the engine's order. */
export const labTaskNames: readonly LabTask[] = generated.labTaskNames;
export const labEncodingNames: readonly LabEncoding[] = generated.labEncodingNames;

/** A RoPE context-extension method. */
export type RopeScalingType = (typeof generated.ropeScalingNames)[number];
/** A floating-point type: float64, float32, float16 or bfloat16. */
export type Precision = (typeof generated.precisionNames)[number];

/** The correct encoding and the common implementation mistakes. */
export type Variant = (typeof generated.variantNames)[number];
/** Column order: the paper's sin/cos interleaving, or all sines then all cosines. */
export type Layout = (typeof generated.layoutNames)[number];
/** The training lab's tasks. */
export type LabTask = (typeof generated.labTaskNames)[number];
/** The training lab's positional encodings. */
export type LabEncoding = (typeof generated.labEncodingNames)[number];

export interface Limits {
  /** Largest rows * cols of a materialised matrix. */
  readonly maxElements: number;
  /** Largest dModel. */
  readonly maxDModel: number;
  /** Largest |position| or |k|. */
  readonly maxAbsPosition: number;
  /** Largest rowsPx or colsPx of an averageGrid window. */
  readonly maxGridPixels: number;
  /** selfAttention: largest rows * rows * cols. */
  readonly maxAttentionCost: number;
  /** dotProducts and ropeScores: largest seqLen * seqLen * dModel. */
  readonly maxPairwiseCost: number;
  /** encodePositions and learnedTable: largest rows * dModel. */
  readonly maxTrigElements: number;
  /** uniqueRows: largest seqLen. */
  readonly maxUniqueRows: number;
  /** averageGrid: largest rowsPx * (colsPx + dModel). */
  readonly maxGridCost: number;
  /** alibiSlopes and alibiBias: largest head count. */
  readonly maxHeads: number;
  /** t5Bucket: largest numBuckets. */
  readonly maxT5Buckets: number;
  /** t5Bucket: fewest numBuckets when bidirectional and when causal, so that maxExact >= 1. */
  readonly minT5BucketsBidirectional: number;
  readonly minT5BucketsCausal: number;
  /** shawIndices: largest clipping distance k. */
  readonly maxShawK: number;
  /** shawIndices, t5BucketMatrix: largest seqLen^2; alibiBias: heads * seqLen^2. */
  readonly maxBiasElements: number;
  /** ropeScaling: largest scaling factor. */
  readonly maxRopeFactor: number;
  /** labLogits, labLoss, labTrain, labEvaluate: the largest cost of one call (docs/lab.md). */
  readonly maxLabCost: number;
  /** The lab's largest batchSize and examples. */
  readonly maxLabBatchSize: number;
}
