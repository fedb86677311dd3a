/** Limits of the file library (page sizes are in `constants.ts`, `paging`). */
export const fileLimits = {
  maxSuggestions: 8,
  maxSearchLength: 100,
  /** The most history entries one file shows (an upload and a delete are the usual two). */
  maxHistoryEntries: 50,
  previewPx: 800,
  thumbnailPx: 320,
  /** A ZIP holds at most this many files or bytes; the screen says so before it starts. */
  maxZipFiles: 500,
  maxZipBytes: 1024 * 1024 * 1024,
  /** The list refetches this often (and on focus), so uploads made elsewhere appear. */
  refetchIntervalMs: 30_000,
  /** How long one admin's claim on deleting a file keeps others from deleting it too. */
  deleteLeaseMs: 60_000,
} as const;
