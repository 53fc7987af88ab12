// ALiBi in the atlas (views/atlas/scheme.ts): its row of the overview table,
// and three heads' curves, the bias −m·D of a key D positions behind the
// query.
import type { PosEnc } from '../../engine/index.js';
import type { CurveContext, SchemeCurve, SchemeRowText } from '../atlas/scheme.js';
import type { CONFIG } from '../atlas/table.js';

/** ALiBi heads drawn (0-based): the steepest, a middle and the flattest. */
export const ALIBI_SHOWN = [0, 3, 7] as const;

export function rows(pe: PosEnc, { heads }: typeof CONFIG): readonly SchemeRowText[] {
  return [
    {
      name: 'ALiBi',
      paper: [{ text: 'Press, Smith, Lewis 2022', ref: 'press2022' }],
      enters: 'attention bias',
      parameters: 0,
      parameterNote: `${pe.alibiSlopes(heads).length} fixed slopes`,
      kind: 'relative',
      beyond: 'perplexity holds on longer inputs; downstream tasks less so',
      models: [
        { text: 'BLOOM', ref: 'bigscience2022' },
        { text: 'MPT', ref: 'mpt-7b' },
      ],
    },
  ];
}

export function curves({ pe, count, settings, behind }: CurveContext): readonly SchemeCurve[] {
  const alibi = pe.alibiBias(count, settings.alibiHeads);
  const slopes = pe.alibiSlopes(settings.alibiHeads);
  return ALIBI_SHOWN.map((h) => ({
    id: `alibi-${h}`,
    // Heads numbered 1 … H, as Press et al. number them.
    label: `ALiBi head ${h + 1} (s = ${slopes[h]})`,
    quantity: 'bias −s·D',
    panel: 'score' as const,
    values: behind(alibi.data.subarray(h * count * count, (h + 1) * count * count)),
  }));
}
