// Styles of the ALiBi view: the scheme views' shared rules (its head buttons
// and its matrix are figure elements that style themselves).
import { schemeStyles } from '../../ui/scheme-styles.js';

export const alibiStyles = [schemeStyles];
