import { z } from 'zod';

/**
 * Every id a callable takes, checked as the kind of id it is. An id becomes a key in a Store path
 * (`spend_entries/{id}`), so one that is empty, `.`, `..` or holds a `/` would point somewhere else
 * (`<id>/history`): each kind's shape leaves none of those through, and the refusal names the field.
 */

/** The push id alphabet (URL-safe base64 in ASCII order): what `Store.newId()` and uploads make. */
const PUSH_ID = /^[-0-9A-Za-z_]{20}$/;
/** A Firebase Auth uid as the project makes them: letters, digits, `_` and `-`, at most 128. */
const UID = /^[\w-]{1,128}$/;

export const idMessages = {
  entry: 'Must be a spend entry id.',
  settlement: 'Must be a settlement id.',
  bill: 'Must be a bill id.',
  upload: 'Must be an upload id.',
  uid: 'Must be a person’s id.',
} as const;

/** An id made by `Store.newId()` (or an upload's id, of the same shape): 20 push id characters. */
export const pushIdSchema = (message: string) => z.string({ error: message }).regex(PUSH_ID, message);

/** A person's uid. */
export const uidSchema = (message: string = idMessages.uid) =>
  z.string({ error: message }).regex(UID, message);

/** `spend_entries/{id}`: a spend entry. */
export const entryIdSchema = pushIdSchema(idMessages.entry);
/** `settlements/{id}`: a settlement. */
export const settlementIdSchema = pushIdSchema(idMessages.settlement);
/** `bills/{id}`: a bill the caller uploaded. */
export const billIdSchema = pushIdSchema(idMessages.bill);
