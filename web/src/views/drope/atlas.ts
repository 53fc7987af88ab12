// DroPE in the atlas (views/atlas/scheme.ts): its row of the overview table.
// No curve: in training it is RoPE's, at inference it adds nothing.
import type { SchemeRowText } from '../atlas/scheme.js';

export function rows(): readonly SchemeRowText[] {
  return [
    {
      name: 'DroPE',
      paper: [{ text: 'Gelberg et al. 2025', ref: 'gelberg2025' }],
      enters: 'query/key rotation',
      parameters: 0,
      parameterNote: 'RoPE in training, dropped at inference',
      kind: 'relative in training, none at inference',
      beyond: 'no rotation at inference, so no unseen angles',
      models: [{ text: 'research (SmolLM, Llama-2 checkpoints)', ref: 'gelberg2025' }],
    },
  ];
}
