// The training lab's figures, as figure mode shows them (ui/figure-mode.ts).
// Each comes with the run row: its Train button and status make the figure's
// numbers (nothing is trained before it is pressed); the presets and the
// settings are its inputs (`controls="lesson"`). The lab exports no file.
import { defineFigures } from '../../ui/figure-mode.js';

const inputs = ['presets', 'setup'];

export default defineFigures([
  {
    name: 'loss',
    title: 'Training loss of each encoding by step: the mean of its seeds, their range as a band',
    parts: ['run', 'loss'],
    controls: inputs,
    exports: {},
  },
  {
    name: 'accuracy',
    title: 'Accuracy of each encoding against the task length, the trained lengths shaded',
    parts: ['run', 'accuracy'],
    controls: inputs,
    exports: {},
  },
  {
    name: 'attention',
    title: 'One trained model’s attention on one example: each head’s query-by-key weights',
    parts: ['run', 'attention'],
    controls: inputs,
    exports: {},
  },
  {
    name: 'gram',
    title: 'The learned positions after training, PE·PEᵀ, beside the sinusoidal one',
    parts: ['run', 'gram'],
    controls: inputs,
    exports: {},
  },
]);
