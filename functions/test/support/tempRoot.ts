import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A folder of this run in Linux's memory-backed /dev/shm where there is one, else in os.tmpdir(). The
 * local Store commits with `synchronous = FULL`, so on a disk every write of a test waits for the disk
 * (the ledger's property test spent about half its time there); what the tests prove of a commit (a
 * killed writer leaves the last one) holds the same in memory: only a power cut needs the disk.
 */
function runFolder(): string {
  try {
    return mkdtempSync('/dev/shm/field-tracker-unit-');
  } catch {
    return mkdtempSync(join(tmpdir(), 'field-tracker-unit-'));
  }
}

/**
 * vitest global setup: every temp folder a test makes (os.tmpdir()) lands in one folder of this run,
 * in memory where the machine has it, removed when the run ends, so test Stores never pile up.
 */
export default function setup(): () => void {
  const root = runFolder();
  process.env.TMPDIR = root;
  return () => {
    rmSync(root, { recursive: true, force: true });
  };
}
