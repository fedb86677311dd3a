import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { entryUploadId } from '../../src/domain/uploads/entryUploadId.js';
import { uploadIdSchema } from '../../src/domain/uploads/publicId.js';

/** How the id was made before it moved to domain/ (records stored since then are named by it). */
const nodeId = (uid: string, entryId: string) =>
  createHash('sha256').update(`${uid}\n${entryId}`).digest('base64url').slice(0, 20);

describe('entryUploadId', () => {
  it('is the base64url SHA-256 of the account and the entry, as the server always made it', async () => {
    const cases = [
      ['staff-1', 'b1f0c0de-0000-4000-8000-000000000001'],
      ['uid with spaces', 'x'],
      ['ü', '€-entry'],
      ...Array.from({ length: 50 }, (_, n) => [`user${String(n)}`, `entry-${String(n * 7919)}`]),
    ] as const;
    for (const [uid, entry] of cases) {
      const id = await entryUploadId(uid, entry);
      expect(id).toBe(nodeId(uid, entry));
      expect(uploadIdSchema.safeParse(id).success).toBe(true);
    }
  });
});
