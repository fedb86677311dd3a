/** How a visit's copy in the sheet is doing. `disabled`: no sheet was configured when it was stored. */
export type SheetSyncState = 'pending' | 'synced' | 'failed' | 'disabled';

export interface SheetSync {
  state: SheetSyncState;
  /** Appends tried so far; the retry delay doubles with each. */
  attempts: number;
  lastError?: string;
  /** When the scheduled sync may try (again); absent once synced or disabled. */
  nextAttemptAt?: number;
  syncedAt?: number;
}

/** A stored visit: the filled fields (blanks are not stored) plus who, when, its code and its sheet state. */
export type VisitRecord = Record<string, unknown> & {
  code: string;
  submittedBy: { uid: string; email?: string };
  createdAt: number;
  requestId: string;
  sheet: SheetSync;
};
