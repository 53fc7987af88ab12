// The lab's small experiment of the engine smoke (smoke.ts) and its final
// losses as Node's engine computes them (dist/lib, the same .wasm), run by
// the view's own training loop, so that each browser's numbers can be
// compared with them bit for bit.
/** Two encodings, one seed, 60 steps: seconds in every engine. */
export const SMALL_LAB =
  'view=lab&lab_task=copy&lab_encodings=learned,rope&lab_seeds=1&lab_steps=60&lab_batch=8' +
  '&lab_train_min=1&lab_train_max=4&lab_max_length=8&lab_d_model=8&lab_layers=1';

export async function nodeFinalLosses(): Promise<number[]> {
  const dist = '../../dist/lib';
  const { createPosEnc } = await import(`${dist}/index.js`);
  const { parseQuery } = await import(`${dist}/views/link.js`);
  const { labRuns } = await import(`${dist}/views/lab/config.js`);
  const { trainRun } = await import(`${dist}/views/lab/train-run.js`);
  const pe = await createPosEnc();
  const state = parseQuery(SMALL_LAB).state;
  const out: number[] = [];
  for (const run of labRuns(state)) {
    const result = await trainRun(
      pe,
      run,
      () => {},
      async () => {},
    );
    out.push(result.losses[result.losses.length - 1]);
  }
  return out;
}
