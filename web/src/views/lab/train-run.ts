// One run of the lab, trained by the engine in chunks of steps (labTrain with
// `resume`: chunks give exactly the bits of one long run, docs/lab.md), then
// evaluated at every length (labEvaluate). Between chunks it reports the
// new losses and awaits `between()`, where a pause holds it and a cancel ends
// it. Every number is the engine's. Runs in the lab's worker (training-worker.ts);
// free of worker globals, so Node can run it too.
import type { LabResume, PosEnc } from '../../engine/index.js';
import { CHUNK_STEPS, type LabRun } from './config.js';
import type { RunResult } from './protocol.js';

/** The lab's functions of the engine (issue 22 item 3's names). */
export type LabApi = Pick<PosEnc, 'labTrain' | 'labEvaluate'>;

export async function trainRun(
  api: LabApi,
  run: LabRun,
  progress: (step: number, losses: Float64Array) => void,
  between: () => Promise<void>,
  now: () => number = () => performance.now(),
): Promise<RunResult> {
  const start = now();
  const { steps } = run.training;
  const losses = new Float64Array(steps);
  let resume: LabResume | undefined;
  let params: Float64Array | undefined;
  for (let done = 0; done < steps;) {
    const chunk = Math.min(CHUNK_STEPS, steps - done);
    const out = api.labTrain(run.config, {
      seed: run.seed,
      steps: chunk,
      batchSize: run.training.batchSize,
      trainLengths: run.training.trainLengths,
      learningRate: run.training.learningRate,
      ...(resume ? { resume } : {}),
    });
    losses.set(out.losses, done);
    done += chunk;
    params = out.params;
    if (done < steps) {
      resume = { params: out.params, optimizer: out.optimizer, step: out.step };
    }
    progress(done, out.losses);
    await between();
  }
  const evaluated = api.labEvaluate(run.config, params!, run.evaluation);
  return {
    index: run.index,
    losses,
    params: params!,
    accuracy: evaluated.accuracy,
    tokenAccuracy: evaluated.tokenAccuracy,
    ms: now() - start,
  };
}
