// Packs the package once for the run (`npm pack` takes seconds on a busy
// machine), so that every engine's worker serves the same folder.
import { packedPackage } from '../e2e/package-support.js';

export default function globalSetup(): void {
  process.env.PE_PACKED_PACKAGE = packedPackage();
}
