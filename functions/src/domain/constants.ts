/** The product's business constants: the one home for timings, limits and page sizes. */

/** Deployed region of every function (Mumbai, closest to the staff); the client calls the same. */
export const FUNCTIONS_REGION = 'asia-south1';

/** The organisation's time zone: its days (totals, ranges), upload times as staff read them, schedules. */
export const ORG_TIME_ZONE = 'Asia/Kolkata';

export const timings = {
  salesSubmitDelayMs: 500,
  statusDialogCloseMs: 2000,
  loginOverlayMs: 2000,
  loadingDotsMs: 500,
  resultToastMs: 3000,
  submitConfirmationMs: 2000,
  uploadModalCloseMs: 3000,
  notClickableFlashMs: 1000,
  defaultToastMs: 5000,
  searchDebounceMs: 300,
} as const;

export const paging = {
  filesPerPage: 15,
  recentFiles: 4,
  dashboardRowsPerPage: 11,
  reportEntriesPerPage: 20,
  visitsPerPage: 20,
} as const;

export const uploads = {
  maxBytes: 10 * 1024 * 1024,
  compressTargetBytes: 10 * 1024 * 1024,
  compressMaxSidePx: 1024,
  /** A bill photo above this is re-encoded so it uploads in seconds on a field network. */
  billReencodeAboveBytes: 1.5 * 1024 * 1024,
  billReencodeMaxSidePx: 2048,
  jpegQuality: 0.85,
  /** How long a signed upload may be recorded (the image host refuses a signature older than 1 h anyway). */
  ticketLifetimeMs: 60 * 60_000,
} as const;

export const visitCodes = {
  salesPrefix: 'SALES-VIST-',
  placementPrefix: 'Placement_Visit_',
  placementPad: 2,
  placementLoadErrorCode: 'Placement_01',
} as const;

/**
 * How long a form draft is kept on a phone, and how long the server keeps a request id: an outbox
 * entry tried before and older than this is not resent by itself (the server may have forgotten it).
 */
export const draftLifetimeMs = 30 * 24 * 60 * 60_000;

export const charts = {
  axisStep: 2000,
  /** More steps than this and the axis takes a larger step. */
  maxAxisIntervals: 12,
} as const;

/** How often the dashboards fetch fresh figures (they also do on window focus). */
export const dashboardRefreshMs = 15_000;

/** Longest free text accepted in any field, so one record cannot fill a sheet cell or the database. */
export const maxTextLength = 500;

/** Bounds of the numbers and dates a form may send: generous for real use, refusing typos and abuse. */
export const inputLimits = {
  maxStudentCount: 1_000_000,
  maxHiringCount: 100_000,
  /** Per-student rates and contract values, in rupees (100 crore). */
  maxContractAmount: 1_000_000_000,
  earliestDate: '2000-01-01',
} as const;

/**
 * The shape any callable's input may have, checked before it is parsed: no form nests deeper than a few
 * levels, and the largest (a list of 500 option names) is far below the size. More is refused at once.
 */
export const callInputLimits = {
  maxDepth: 12,
  /** Characters of every string and key, plus a few per value: about what the JSON takes. */
  maxSize: 512 * 1024,
} as const;

/**
 * Calls of any kind one account may make: a burst of `burst` (a screen that loads opens a few at
 * once; a person never reaches this) refilled at `perSecond`. A script flooding the functions is refused
 * cheaply, before its input is read, so everyone else's calls keep their speed.
 */
export const callRateLimit = { burst: 300, perSecond: 5 } as const;

/** Writes one account may make per window (a busy day is a few a minute); more is refused for a while. */
export const writeRateLimit = { maxWrites: 60, windowMs: 60_000 } as const;

/**
 * Every callable's own timeout, set explicitly on each: the runtime stops an attempt by then, so a claim
 * on a request (or an upload ticket) older than this, plus a margin, belonged to a dead attempt.
 */
export const callableTimeoutSeconds = 60;

/** A claim older than this was made by an attempt the runtime has already stopped: it may be taken over. */
export const abandonedClaimMs = callableTimeoutSeconds * 1000 + 30_000;

/** Most instances of one callable: enough for the team, a ceiling on what a flood of calls can cost. */
export const maxCallableInstances = 10;
