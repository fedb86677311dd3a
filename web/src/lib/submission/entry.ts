import type { CallableInput, CallableOutput } from '@domain/api/contracts';
import type { FieldError } from '@domain/fieldErrors';
import type { UploadDept, UploadFolder } from '@domain/uploads/folders';

/** The callables a field user writes through; each takes a request id and answers a retry with its first result. */
export type WriteCallable =
  | 'submitSalesVisit'
  | 'submitPlacementVisit'
  | 'saveSalesSpend'
  | 'savePlacementSpend'
  | 'correctSpend'
  | 'withdrawSpend'
  | 'attachBill';

export type EntryState = 'waiting' | 'sending' | 'sent' | 'failed';

/** Why an entry failed, kept on the phone so the Outbox can show it after a reload. */
export interface EntryProblem {
  code: string;
  message: string;
  fieldErrors: FieldError[];
  reason: string | null;
  /** Extra facts a sender gives the screen (an upload's earlier copy, say). */
  detail?: Record<string, string | number> | undefined;
}

/** What the server answered once the entry was sent: a visit's code, an upload's record id. */
export interface EntryResult {
  code?: string | undefined;
}

interface EntryBase {
  /** Key of the entry on the phone; stays the same when the request id must change. */
  id: string;
  /** The uid of the account that made it: it is shown to and sent under that account only. */
  owner: string;
  createdAt: number;
  /** Order of sending: creation order, unique. */
  seq: number;
  /** One line for the Outbox: what this is ('Sales visit · ABC College'). */
  summary: string;
  state: EntryState;
  attempts: number;
  /** Not before this time (ms): the backoff after a failed attempt. */
  nextAttemptAt: number;
  problem?: EntryProblem | undefined;
  result?: EntryResult | undefined;
  sentAt?: number | undefined;
}

export type CallEntry<N extends WriteCallable = WriteCallable> = EntryBase & {
  kind: 'call';
  callable: N;
  input: CallableInput<N>;
};

/** A photo kept as bytes until it is sent; `answer` is the image host's reply once the bytes are there. */
export interface UploadPayload {
  folder: UploadFolder;
  dept: UploadDept;
  fileName: string;
  mediaType: string;
  sha256: string;
  bytes: ArrayBuffer;
  allowDuplicate: boolean;
  answer?: { public_id: string; version: number; signature: string } | undefined;
}

export type UploadEntry = EntryBase & { kind: 'upload'; upload: UploadPayload };

export type OutboxEntry = CallEntry | UploadEntry;

export type CallResult<N extends WriteCallable> = CallableOutput<N>;

/** What a new entry needs; the outbox adds the rest. */
export type NewEntry =
  | { kind: 'call'; callable: WriteCallable; input: CallEntry['input']; summary: string }
  | { kind: 'upload'; upload: UploadPayload; summary: string };

/** Still to be sent (or being sent): what sign-out would lose and the badge counts. */
export function isUnsent(entry: OutboxEntry): boolean {
  return entry.state !== 'sent';
}
