// The e2e run's global set-up: a folder for the run's one `npm pack`
// (package-support.ts's packedPackage packs into it the first time a worker
// needs the package; the cdn, classic, fallback, iframe-package and react
// specs all serve it), removed when the run ends. Nothing is packed when no
// selected spec needs the package.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function globalSetup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'pe-pack-run-'));
  process.env.PE_PACK_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
