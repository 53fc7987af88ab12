// The hand-written declaration the package ships for "./element" and "./lite"
// (types/element.d.ts) against the element itself: every member it declares
// exists on the real class with a compatible type. Compiled by the root
// tsconfig.json (npm run lint), which sees both.
import type { PositionalEncodingWidget as Shipped } from 'positional-encoding-widget/element';

import type { PositionalEncodingWidget as Real } from '../../web/src/widget/element.js';

export const realIsShipped: (real: Real) => Shipped = (real) => real;
