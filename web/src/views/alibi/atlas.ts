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
      paper: 'Press, Smith, Lewis 2022',
      enters: 'attention bias',
      parameters: 0,
      parameterNote: `${pe.alibiSlopes(heads).length} fixed slopes`,
      kind: 'relative',
      beyond: 'the linear penalty keeps working: train short, test long',
      models: 'BLOOM, MPT',
    },
  ];
}

export function curves({ pe, count, settings, behind }: CurveContext): readonly SchemeCurve[] {
  const alibi = pe.alibiBias(count, settings.alibiHeads);
  const slopes = pe.alibiSlopes(settings.alibiHeads);
  return ALIBI_SHOWN.map((h) => ({
    id: `alibi-${h}`,
    label: `ALiBi head ${h} (m = ${slopes[h]})`,
    quantity: 'bias −m·D',
    values: behind(alibi.data.subarray(h * count * count, (h + 1) * count * count)),
  }));
}
