import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { LOCAL_SHEET_SYNC_MS, LOCAL_SPREADSHEET_ID } from './sheetsHostSettings.js';

export interface RunningSheetSync {
  stop(): Promise<void>;
}

/**
 * What the deployed schedule does (`retrySheetSync`, each minute), run by the stack itself: the
 * Functions emulator does not fire scheduled functions. It appends the waiting visits to the local
 * Sheets stand-in; the Store is shared safely with the emulator's processes.
 */
export async function startLocalSheetSync(storeDir: string, sheetsUrl: string): Promise<RunningSheetSync> {
  const [{ createVisitSheet }, { appendPendingRows }] = await Promise.all([
    import('../../functions/src/adapters/sheets/createVisitSheet.js'),
    import('../../functions/src/services/visits/appendPendingRows.js'),
  ]);
  const store = new LocalStore(storeDir);
  const sheet = await createVisitSheet({
    kind: 'google',
    spreadsheetId: LOCAL_SPREADSHEET_ID,
    rootUrl: sheetsUrl,
  });
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = appendPendingRows(store, sheet).catch((error: unknown) => {
      console.warn(`The local sheet sync failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  const timer = setInterval(tick, LOCAL_SHEET_SYNC_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      store.close();
    },
  };
}
