import type { Page } from '@playwright/test';

export interface StoredEntry {
  owner: string;
  state: string;
  summary: string;
}

/** What the outbox database holds on this origin, every account (read in the page: e2e has no DOM types). */
export function storedEntries(page: Page): Promise<StoredEntry[]> {
  return page.evaluate<StoredEntry[]>(`new Promise((resolve, reject) => {
    const open = indexedDB.open('field-tracker-outbox');
    open.onerror = () => reject(new Error('no outbox database'));
    open.onsuccess = () => {
      const request = open.result.transaction('entries').objectStore('entries').getAll();
      request.onsuccess = () => {
        resolve(request.result);
        open.result.close();
      };
    };
  })`);
}
