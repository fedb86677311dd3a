import type { BillRead } from '@domain/bills/billRead';
import type { CallableInput, CallableOutput } from '@domain/api/contracts';
import type { FieldError } from '@domain/fieldErrors';
import type { UploadDept, UploadFolder } from '@domain/uploads/folders';

/**
 * The callables a field user writes through; each takes a request id and answers a retry with its first
 * result. A new kind of write is added here (and its form's Edit in features/outbox): the sender is shared.
 */
export const writeCallables = [
  'submitSalesVisit',
  'submitPlacementVisit',
  'saveSalesSpend',
  'savePlacementSpend',
  'correctSpend',
  'withdrawSpend',
  'attachBill',
  'changeFollowUp',
  'requestAdvance',
  'cancelAdvance',
] as const;
export type WriteCallable = (typeof writeCallables)[number];

/**
 * waiting: to be sent (maybe after a backoff); sending: the device's one sender has it; sent: the server
 * stored it; failed: refused, kept until the user retries, edits or discards it; held: a form is open on
 * it (Edit), so it is not sent until the form replaces it or gives it back.
 */
export type EntryState = 'waiting' | 'sending' | 'sent' | 'failed' | 'held';

/** Why an entry failed, kept on the phone so the Outbox can show it after a reload. */
export interface EntryProblem {
  code: string;
  message: string;
  fieldErrors: FieldError[];
  reason: string | null;
  /** Extra facts a sender gives the screen (an upload's earlier copy, say). */
  detail?: Record<string, string | number> | undefined;
  /** The request got no answer although the phone said it was online: the connection is weak. */
  network?: boolean | undefined;
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
  /** The attempt that holds it while 'sending': only that attempt may write its outcome. */
  attemptId?: string | undefined;
  /** The state a held entry goes back to when its form is closed without saving. */
  heldFrom?: 'waiting' | 'failed' | undefined;
  /** What the form showed (its values), so Edit can open the form with them. */
  form?: EntryForm | undefined;
}

/** A form's values as the user typed them, kept with the entry it made. */
export interface EntryForm {
  name: string;
  values: unknown;
}

export type CallEntry<N extends WriteCallable = WriteCallable> = EntryBase & {
  kind: 'call';
  callable: N;
  input: CallableInput<N>;
  /**
   * Entries (photos) this call is sent after: a spend saved with bills still on the phone names their
   * records, which exist only once those photos are sent. It fails when one of them fails.
   */
  after?: readonly string[] | undefined;
};

/**
 * A photo to send. Its bytes are kept apart (the outbox's `bytes` store, read only to send, deleted once
 * sent); `answer` is the image host's reply once the bytes are there.
 */
export interface UploadPayload {
  folder: UploadFolder;
  dept: UploadDept;
  fileName: string;
  mediaType: string;
  sha256: string;
  allowDuplicate: boolean;
  /** What the phone read from a bill photo (entries queued before bills were read have none). */
  read?: BillRead | undefined;
  answer?: { public_id: string; version: number; signature: string } | undefined;
}

export type UploadEntry = EntryBase & { kind: 'upload'; upload: UploadPayload };

export type OutboxEntry = CallEntry | UploadEntry;

export type CallResult<N extends WriteCallable> = CallableOutput<N>;

/** What a new entry needs; the outbox adds the rest. */
export type NewEntry =
  | {
      kind: 'call';
      callable: WriteCallable;
      input: CallEntry['input'];
      summary: string;
      form?: EntryForm | undefined;
      after?: readonly string[] | undefined;
    }
  | { kind: 'upload'; upload: UploadPayload; bytes: ArrayBuffer; summary: string };

/** Still to be sent (or being sent): what sign-out would lose and the badge counts. */
export function isUnsent(entry: OutboxEntry): boolean {
  return entry.state !== 'sent';
}
