// The training lab (<pe-lab-view>): tiny transformers trained in the page,
// one per encoding and seed, then tested on lengths they never saw. Every
// number the figures show is the engine's (docs/lab.md is its contract).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['presets', 'setup', 'run', 'loss', 'accuracy', 'attention', 'gram'],
  values: ['runs', 'seeds', 'trainMin', 'trainMax', 'maxLength', 'steps', 'example'],
  flags: [],
  phrases: {
    lossCaption: 'Training loss, mean of the seeds, band from the lowest to the highest',
    accuracyCaptionSequence: 'Exact-sequence accuracy against length (trained lengths shaded)',
    accuracyCaptionToken: 'Per-token accuracy against length (trained lengths shaded)',
    attentionCaption: 'One trained model’s attention: query rows, key columns',
    gramCaption: 'Learned positions after training, PE·PEᵀ, beside the sinusoidal one',
  },
  body: [
    { h: 'Training lab: does the encoding generalise?', depth: 0 },
    {
      p:
        'Here the engine trains tiny transformers in your browser, one for each positional ' +
        'encoding and seed ({runs} runs), on lengths {trainMin} to {trainMax}, and then tests ' +
        'every model on each length up to {maxLength}. The question is the one of ' +
        '<cite data-ref="press2022">Press et al. 2022</cite>: train short, test long. A model ' +
        'that learned the task, and not the positions it saw, keeps its accuracy past the ' +
        'shaded range.',
    },
    { figure: 'presets' },
    { figure: 'run' },
    { figure: 'loss' },
    { figure: 'accuracy' },
    // The experiment's settings under its figures, so that on a phone the
    // first figure is on the first screen (issue 20); a preset sets them all.
    { figure: 'setup' },
    { h: 'Inside a trained model', depth: 1 },
    {
      p:
        'Pick a run (a shared link keeps it) to see where each of its heads looks on one ' +
        'example of length {example}: ' +
        'row q of a map is query position q, its cells the weights the head gives each key, ' +
        'summing to 1 along the row (a causal model gives 0 to every key after the query). ' +
        'In a model that learned copy, look for a head that reads, from each answer slot, the ' +
        'symbol it must repeat: a line parallel to the diagonal, n places to its left (n + 1 in a ' +
        'bidirectional model; docs/lab.md, “Tasks”).',
    },
    { figure: 'attention' },
    {
      p:
        'A learned table is a free vector per position. Its PE·PEᵀ (row i, column j: the dot ' +
        'product of positions i and j) shows what training made of it: positions the training ' +
        'lengths reach form structure, while rows past them keep their random start, so their ' +
        'dot products stay near noise. The sinusoidal encoding’s matrix depends only on the ' +
        'offset i − j, the same at every length.',
    },
    { figure: 'gram' },
    { h: 'What the presets show', depth: 1 },
    {
      ul: [
        '<strong>Learned positions collapse past the training length.</strong> A learned ' +
          'table has a row per position, and a row gets a gradient only when a training ' +
          'sequence reaches its position: rows past the longest trained length keep their ' +
          'random initial values (docs/lab.md, “Initialisation”). Relative schemes (RoPE, T5’s ' +
          'buckets) see only offsets, which longer sequences reuse ' +
          '(<cite data-ref="press2022">Press et al. 2022</cite> compare them on language).',
        '<strong>Without position, a bidirectional model cannot learn reverse.</strong> ' +
          'Self-attention without a mask is permutation-equivariant: equal tokens in equal ' +
          'surroundings get equal outputs wherever they stand. Every MASK slot of the answer ' +
          'is the same token seeing the same sequence, so every slot gets the same logits and ' +
          'no training can make them spell different symbols (the engine’s symmetry tests ' +
          'check it bit for bit: docs/lab.md). A causal mask breaks the symmetry: decoders without an encoding can learn ' +
          'order (<cite data-ref="kazemnejad2023">Kazemnejad et al. 2023</cite>).',
        '<strong>Randomized positions help on unseen lengths.</strong> In training each ' +
          'sequence gets positions sampled from a longer range and sorted, so the positions ' +
          'of long test sequences are ones the model has seen ' +
          '(<cite data-ref="ruoss2023">Ruoss et al. 2023</cite>: test accuracy on unseen lengths ' +
          'up 12.0% on average over 15 tasks). The price at this scale is a slower fit inside ' +
          'the trained range; compare per-token accuracy past it.',
      ],
    },
    { h: 'The tasks', depth: 1 },
    {
      dl: [
        [
          'lookback',
          'the token two places back: a causal model must find position to solve it (the ' +
            'first two tokens are not scored).',
        ],
        ['copy', 'the n symbols again, after a separator.'],
        ['reverse', 'the n symbols backwards, after a separator.'],
        ['sort', 'the n symbols in ascending order, after a separator.'],
      ],
    },
    {
      p:
        'Setup: pre-LayerNorm transformer blocks (multi-head attention and a ReLU MLP), Adam ' +
        'with the gradient clipped to norm 1, {steps} steps, the engine’s hand-written ' +
        'backward pass in float64, checked against finite differences and PyTorch ' +
        '(docs/lab.md). Causal models are trained with teacher forcing; bidirectional ones ' +
        'fill MASK slots. Seeds 1 to {seeds}; every model is tested on the same 100 ' +
        'sequences per length. Exact-sequence accuracy counts a sequence right when every ' +
        'scored token is; per-token accuracy counts tokens. The loss curves are each seed’s ' +
        'trailing mean over a fiftieth of the run. The same link gives the same numbers in ' +
        'every browser.',
      class: 'note',
    },
  ],
});
