// The encodings' colours in the lab's figures: Okabe and Ito's palette for
// colour-blind readers (Okabe & Ito 2008, "Color Universal Design"), one per
// encoding, the same in every figure; grey for no encoding.
import type { LabEncoding } from './view.js';

export const encodingColors: Readonly<Record<LabEncoding, string>> = {
  none: '#8a8a8a',
  sinusoidal: '#0072b2',
  learned: '#d55e00',
  rope: '#009e73',
  alibi: '#cc79a7',
  t5: '#e69f00',
  randomized: '#56b4e9',
};
