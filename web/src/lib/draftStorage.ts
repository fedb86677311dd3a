/** Where visit drafts live on the device; they hold contacts' names, emails and phone numbers. */
export const DRAFT_PREFIX = 'field-tracker:draft:';

/** Removes every visit draft of every account from this device (at sign-out: nothing personal stays). */
export function removeAllDrafts(storage: Storage = localStorage): void {
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(DRAFT_PREFIX)) storage.removeItem(key);
  } catch {
    // Storage blocked (private mode): then no draft was kept either.
  }
}
