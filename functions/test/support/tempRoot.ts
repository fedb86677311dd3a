import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * vitest global setup: every temp folder a test makes (os.tmpdir()) lands in one folder of this run,
 * removed when the run ends, so test Stores never pile up in /tmp.
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'field-tracker-unit-'));
  process.env.TMPDIR = root;
  return () => {
    rmSync(root, { recursive: true, force: true });
  };
}
