import { billReadWindow } from '../../domain/bills/billRead.js';
import { serverBillReadSchema, serverReadPath, type ServerBillRead } from '../../domain/bills/serverRead.js';
import { toPaise } from '../../domain/spend/money.js';
import { billFlagKinds, billFlags } from '../../domain/spendEntries/overBills.js';
import type { SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import type { UploadRecord } from '../../domain/uploads/uploadRecord.js';
import type { BillReader } from '../../ports/billReader.js';
import type { ImageHost } from '../../ports/imageHost.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { keptReadings } from '../spendEntries/attachBill.js';
import { readSpendPolicy } from '../spendEntries/policyStore.js';
import { runTransition } from '../spendEntries/runTransition.js';

export const serverReadMessages = {
  gone: 'The image is no longer on the image host.',
  failed: (why: string) => `The server could not read this bill: ${why}`,
  /** Why a decided spend is not judged again (its flags are the ones it was decided with). */
  decided: 'A decided spend keeps the flags it was decided with.',
} as const;

/** Who re-judges a spend after the server read its bill: no person, and never the spend's owner. */
const serverCaller: Caller = { uid: 'field-tracker-server', email: null, roles: [] };

const isBillFlag = (kind: string) => (billFlagKinds as readonly string[]).includes(kind);

/**
 * What the server reads of a bill's bytes: its own reading, or why it could not (never thrown: a bill
 * the server cannot read is shown as such, and the claim is judged by the phone's reading meanwhile).
 */
async function readBytes(
  host: ImageHost,
  reader: BillReader,
  record: UploadRecord & { sha256: string },
  window: { first: string; last: string },
  at: number,
): Promise<ServerBillRead> {
  const { sha256 } = record;
  try {
    const asset = await host.findAsset(record.public_id);
    if (!asset) return { status: 'failed', sha256, at, why: serverReadMessages.gone };
    const reading = await reader.read(await host.download(asset), window);
    return reading.status === 'read' ? { ...reading, sha256, at } : { status: 'unreadable', sha256, at };
  } catch (error) {
    return { status: 'failed', sha256, at, why: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Reads a bill's image on the server, unless it has read that content already, and keeps the reading
 * beside the phone's (`bills/{id}/serverRead`). A spend the bill is on and that still waits for review
 * (or was refused) has its bills' flags judged again against it; a decided spend keeps its flags.
 * Answers the reading, or null when the bill is gone.
 */
export async function readBillOnServer(
  store: Store,
  host: ImageHost,
  reader: BillReader,
  billId: string,
  now: () => number = Date.now,
): Promise<ServerBillRead | null> {
  const record = await store.get<UploadRecord & { serverRead?: unknown }>(`bills/${billId}`);
  if (!record || typeof record.sha256 !== 'string') return null;
  const kept = serverBillReadSchema.safeParse(record.serverRead);
  const readBefore = kept.success && kept.data.sha256 === record.sha256 && kept.data.status !== 'failed';
  let reading: ServerBillRead;
  if (readBefore) reading = kept.data;
  else {
    const { maxDaysBack } = await readSpendPolicy(store);
    reading = await readBytes(
      host,
      reader,
      { ...record, sha256: record.sha256 },
      billReadWindow(now(), maxDaysBack),
      now(),
    );
    await store.update({ [serverReadPath(billId)]: reading });
  }
  // Judged again even when read before: the save naming the bill may have judged it without the reading.
  if (record.entryId !== undefined) await judgeEntryAgain(store, record.entryId, billId, now);
  return reading;
}

/** The entry's bill flags judged again with every bill's readings as they stand. */
async function judgeEntryAgain(
  store: Store,
  entryId: string,
  billId: string,
  now: () => number,
): Promise<void> {
  const open = (entry: SpendEntryRecord) =>
    entry.state === 'waiting' || entry.state === 'refused'
      ? ({ allowed: true, to: entry.state } as const)
      : ({ allowed: false, reason: 'state', message: serverReadMessages.decided } as const);
  const key = {
    uid: serverCaller.uid,
    callable: 'readBillOnServer',
    requestId: `${billId}-${String(now())}`,
    input: { entryId, billId },
  };
  try {
    await runTransition(
      store,
      key,
      { entryId, action: open, caller: serverCaller },
      async ({ before }) => {
        const readings = await Promise.all(before.billIds.map((id) => keptReadings(store, id)));
        const flags = [
          ...before.flags.filter((flag) => !isBillFlag(flag.kind)),
          ...billFlags(toPaise(before.amounts.spentAmount), readings),
        ];
        return { after: { ...before, flags }, writes: {} };
      },
      now,
    );
  } catch (error) {
    // A decided spend keeps the flags it was decided with; anything else is the queue's to retry.
    if (error instanceof Error && error.message === serverReadMessages.decided) return;
    throw error;
  }
}
