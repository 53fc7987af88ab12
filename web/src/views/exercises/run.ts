// What the coding exercise needs only once the learner presses Run: running
// the code in the sandbox (../../exercises/runner.ts), the page's verdict
// with its diagnosis of the classic mistakes (../../exercises/checker.ts)
// and the element that shows it (<pe-exercise-result>, ./result.ts).
//
// index.ts imports this module lazily, so it is a chunk of its own: fetched
// when the view is idle after its first show, or by the first Run if that
// comes sooner (the Run waits for it). The view's first show does not carry
// the sandbox, the checker or the result's heat maps.
import type { PosEnc } from '../../engine/index.js';
import { judgeFailure, judgeOutcomes, type RunVerdict } from './sandbox/checker.js';
import type { RunResult } from './sandbox/protocol.js';
import { messageOf } from './derive.js';
import './result.js';

export { runInSandbox } from './sandbox/runner.js';

/** The page's verdict on what the sandbox returned for `code`: the engine's values decide. */
export function judgeRun(pe: PosEnc, code: string, result: RunResult): RunVerdict {
  if (result.kind === 'failed') return judgeFailure(code, result);
  try {
    return judgeOutcomes(pe, result.outcomes);
  } catch (error) {
    return { status: 'failed', message: messageOf(error) };
  }
}
