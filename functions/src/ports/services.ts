import type { Accounts } from './accounts.js';
import type { Store } from './store.js';
import type { VisitSheet } from './visitSheet.js';

/** The ports a use case may need; `config/services.ts` picks their adapters. */
export interface Services {
  store: Store;
  visitSheet: VisitSheet;
  accounts: Accounts;
}
