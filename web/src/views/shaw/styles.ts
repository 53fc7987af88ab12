// Styles of the Shaw view: only the scheme views' shared rules (the matrix,
// its legend and readout are styled by <pe-cell-matrix>).
export { schemeStyles as shawStyles } from '../../ui/scheme-styles.js';
