// What the attention chapter's export lists, without the data
// (export/shape.ts): the first-paint frame keeps the export menu's room with
// it, so it lives apart from export.ts (the data and the NumPy code stay in
// the view's chunk).
import type { ExportShape } from '../../export/shape.js';
import { TERMS, type TermKey } from './derive.js';

const NAMES: Record<TermKey, string> = {
  contentContent: 'content-content (W_q x_m).(W_k x_n) / sqrt(d_model)',
  contentPosition: 'content-position (W_q x_m).(W_k p_n) / sqrt(d_model)',
  positionContent: 'position-content (W_q p_m).(W_k x_n) / sqrt(d_model)',
  positionPosition: 'position-position (W_q p_m).(W_k p_n) / sqrt(d_model)',
  score: 'score q_m.k_n / sqrt(d_model)',
};

/** A matrix's figure title (the first-paint frame's export room shows it too). */
export function termTitle(key: TermKey): string {
  return `Attention ${NAMES[key]}`;
}

/**
 * What the export lists whatever the state when nothing failed (the
 * first-paint frame keeps the menu's room with it); tests/js checks it
 * against exportShape(attentionExport(...)).
 */
export function attentionExportShape(): ExportShape {
  return {
    figures: TERMS.map(termTitle),
    tables: ['terms'],
    arrays: ['terms', 'embeddings', 'encodings'],
    code: true,
  };
}
