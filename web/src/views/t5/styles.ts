// Styles of the T5 view: the scheme views' shared rules (the matrix styles
// itself, and so does the table of bucket ranges, ./ranges.ts).
import { schemeStyles } from '../../ui/scheme-styles.js';

export const t5Styles = [schemeStyles];
