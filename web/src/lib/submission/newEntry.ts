import type { NewEntry, OutboxEntry } from './entry';
import { newRequestId } from './requestId';

/** A new entry made at `at`; its place in the order (`seq`) is set when it is stored. */
export function newEntry(owner: string, draft: NewEntry, at: number): OutboxEntry {
  const base = {
    owner,
    createdAt: at,
    seq: at,
    summary: draft.summary,
    state: 'waiting' as const,
    attempts: 0,
    nextAttemptAt: at,
  };
  if (draft.kind === 'upload') {
    return { ...base, kind: 'upload', id: newRequestId(), upload: draft.upload };
  }
  return {
    ...base,
    kind: 'call',
    id: draft.input.requestId,
    callable: draft.callable,
    input: draft.input,
    form: draft.form,
    ...(draft.after && draft.after.length > 0 ? { after: draft.after } : {}),
  };
}

/** A photo's bytes, stored apart from its entry. */
export function bytesOf(draft: NewEntry): ArrayBuffer | undefined {
  return draft.kind === 'upload' ? draft.bytes : undefined;
}

/** Asks the browser not to evict the queue under storage pressure; a refusal changes nothing else. */
export async function requestPersistentStorage(): Promise<void> {
  try {
    // Older browsers have no StorageManager: the queue then works, only evictable.
    const storage = navigator.storage as StorageManager | undefined;
    if (storage && !(await storage.persisted())) await storage.persist();
  } catch {
    // Refused or not offered (a test): the queue still works, only evictable.
  }
}
