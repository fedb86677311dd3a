import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stack's throwaway Store in Linux's memory-backed /dev/shm where there is one: the local Store
 * commits with `synchronous = FULL`, and on a disk every write the tests make waits for it (as in the
 * unit tests' folder, functions/test/support/tempRoot.ts); a power cut is all the disk adds.
 */
export function stackDataDir(): string {
  try {
    return mkdtempSync('/dev/shm/field-tracker-stack-');
  } catch {
    return mkdtempSync(join(tmpdir(), 'field-tracker-stack-'));
  }
}
