import type { Services } from '../../config/services.js';
import type { Caller } from '../../lib/validatedOnCall.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { runOnce } from '../requests/runOnce.js';
import { appendVisitToSheet, initialSheetSync } from './sheetSync.js';
import { issueVisitCode } from './visitCodeCounter.js';
import { visitKinds } from './visitKinds.js';
import type { VisitRecord } from './visitRecord.js';

export interface SubmittedVisit {
  id: string;
  code: string;
}

type VisitInput = { requestId: string } & Record<string, unknown>;

/** Blank optional fields are not stored (the database keeps no empty values anyway). */
function filledFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/**
 * Stores a visit with a freshly issued code, then appends it to the sheet. A retry of the same request
 * id gets the first result and stores nothing; its sheet row is the scheduled sync's business.
 */
export async function submitVisit(
  { store, visitSheet }: Pick<Services, 'store' | 'visitSheet'>,
  kind: VisitKind,
  { requestId, ...fields }: VisitInput,
  caller: Caller,
  now: () => number = Date.now,
): Promise<SubmittedVisit> {
  const config = visitKinds[kind];
  const stored: { id?: string; record?: VisitRecord } = {};
  const result = await runOnce(store, requestId, caller.uid, async () => {
    const code = await issueVisitCode(store, kind);
    const id = store.newId();
    const createdAt = now();
    const record: VisitRecord = {
      ...filledFields(fields),
      code,
      submittedBy: { uid: caller.uid, ...(caller.email ? { email: caller.email } : {}) },
      createdAt,
      requestId,
      sheet: initialSheetSync(visitSheet.enabled, createdAt),
    };
    Object.assign(stored, { id, record });
    return { writes: { [`${config.collection}/${id}`]: record }, result: { id, code } };
  });
  if (stored.id && stored.record?.sheet.state === 'pending') {
    await appendVisitToSheet(store, visitSheet, config, stored.id, stored.record, now);
  }
  return result;
}
