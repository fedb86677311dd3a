import {
  ADVANCE_REQUESTS_PATH,
  ADVANCE_UNPAID_PATH,
  advanceOwnerPath,
  advancePath,
  type AdvanceEvent,
  type AdvanceRecord,
} from '../../domain/advances/advance.js';
import { storable } from '../spendEntries/storable.js';

/**
 * An advance's changed fields written leaf by leaf, with its next history event: what an approval's
 * draws write on the same advance (`draws/{entryId}`) is never written over.
 */
export function advanceLeafWrites(
  id: string,
  before: AdvanceRecord,
  fields: Partial<Omit<AdvanceRecord, 'history' | 'draws'>>,
  event: AdvanceEvent,
  at: number,
): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(storable({ ...fields, updatedAt: at }))) {
    writes[`${advancePath(id)}/${key}`] = value;
  }
  writes[`${advancePath(id)}/history/${String(before.history.length)}`] = storable(event);
  writes[`${advancePath(id)}/claim`] = null;
  return writes;
}

/** A new advance: its record and its owner's list; a request also waits in the requests list. */
export function newAdvanceWrites(id: string, advance: AdvanceRecord): Record<string, unknown> {
  return {
    [advancePath(id)]: storable(advance),
    [`${advanceOwnerPath(advance.owner.uid)}/${id}`]: advance.createdAt,
    ...(advance.state === 'requested' ? { [`${ADVANCE_REQUESTS_PATH}/${id}`]: advance.createdAt } : {}),
  };
}

/** A request leaves the requests list once decided or cancelled. */
export const requestDoneWrites = (id: string): Record<string, unknown> => ({
  [`${ADVANCE_REQUESTS_PATH}/${id}`]: null,
});

/** An approved advance waits in the unpaid list until it is paid or cancelled. */
export const unpaidWrites = (id: string, at: number | null): Record<string, unknown> => ({
  [`${ADVANCE_UNPAID_PATH}/${id}`]: at,
});
