// The engine-only entry: typed, and free of DOM types in its signatures.
import { createPosEnc, limits, type PosEnc } from 'positional-encoding-widget';

const pe: PosEnc = await createPosEnc();
const { rows, cols, data } = pe.positionalEncoding(4, 8, { base: 10000 });
const first: number | undefined = data[0];
void [rows, cols, first, limits.maxElements];
// @ts-expect-error: "spiral" is not a layout
pe.positionalEncoding(4, 8, { layout: 'spiral' });
