import { beforeEach, describe, expect, it } from 'vitest';
import { approveSpends } from '../../src/callables/approveSpends.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { reviewQueue } from '../../src/callables/reviewQueue.js';
import { spendEntry } from '../../src/callables/spendEntry.js';
import type { BillRead } from '../../src/domain/bills/billRead.js';
import type { BillReading } from '../../src/domain/bills/readBillText.js';
import { flagLines } from '../../src/domain/spendEntries/spendFlags.js';
import type { BillReader } from '../../src/ports/billReader.js';
import type { ImageHost, StoredAsset } from '../../src/ports/imageHost.js';
import { readBillOnServer } from '../../src/services/bills/readBillOnServer.js';
import { admin, invoke, newRequestId, salesRep } from '../support/callables.js';
import { storeBill } from '../support/storedBill.js';
import { useSpendStore } from '../spend/harness.js';
import { saveWithBills } from './saveWithBills.js';

const { store, clear } = useSpendStore();

/** The image host holds each bill's bytes as the text the test's reader 'reads' from them. */
let images: Map<string, string>;
/** What the test's reader reads from each image text, and how many times it was asked to read. */
let readings: Map<string, BillReading | Error>;
let reads: number;
beforeEach(async () => {
  await clear();
  images = new Map();
  readings = new Map();
  reads = 0;
});

const host = {
  findAsset: async (publicId: string): Promise<StoredAsset | null> => {
    await Promise.resolve();
    if (!images.has(publicId)) return null;
    return {
      publicId,
      version: 1,
      format: 'jpg',
      bytes: 1,
      width: 1,
      height: 1,
      secureUrl: '',
      createdAt: 0,
    };
  },
  download: async (asset: StoredAsset) => {
    await Promise.resolve();
    return new TextEncoder().encode(images.get(asset.publicId) ?? '');
  },
} as Pick<ImageHost, 'findAsset' | 'download'> as ImageHost;

const reader: BillReader = {
  read: async (image) => {
    await Promise.resolve();
    reads += 1;
    const answer = readings.get(new TextDecoder().decode(image));
    if (answer instanceof Error) throw answer;
    return answer ?? { status: 'unreadable' };
  },
};

let shaSeed = 0;
/** A bill whose image the server reads as `server`, and what the phone sent as read from it. */
async function seedBill(id: string, phone: BillRead | undefined, server: BillReading | Error | null) {
  shaSeed += 1;
  await storeBill(store, id, {
    uid: salesRep.uid,
    sha256: String(shaSeed).padStart(64, '0'),
    ...(phone ? { read: phone } : {}),
  });
  if (server === null) return;
  images.set(`bills/${id}`, id);
  readings.set(id, server);
}

const used = (totalPaise: number): BillRead => ({ status: 'read', totalPaise, used: true });
const save = saveWithBills;
const queued = async (entryId: string) =>
  (await invoke(reviewQueue, {}, admin)).rows.find((row) => row.id === entryId);

describe('the server reads a bill itself', () => {
  it('flags a misread the phone used (₹71,200.00 for ₹1,200.00), and the spend leaves bulk approval', async () => {
    await seedBill('bill0000000000000101', used(7_120_000), { status: 'read', totalPaise: 120_000 });
    const saved = await save(71_200, ['bill0000000000000101']);
    // Judged by the phone's reading alone, the claim matches its bill.
    expect(saved.flags ?? []).toEqual([]);
    await readBillOnServer(store, host, reader, 'bill0000000000000101');
    const row = await queued(saved.entryId ?? '');
    expect(flagLines(row?.flags ?? [], '2026-11-28').map((line) => line.text)).toEqual([
      'Claimed ₹71,200.00, bills read ₹1,200.00',
      'The phone read ₹71,200.00, the bill reads ₹1,200.00',
    ]);
    // The reviewer sees both readings beside the bill.
    expect(row?.bills[0]?.read).toMatchObject({ totalPaise: 7_120_000 });
    expect(row?.bills[0]?.serverRead).toMatchObject({ status: 'read', totalPaise: 120_000 });
    const bulk = await invoke(
      approveSpends,
      { requestId: newRequestId(), entries: [{ entryId: saved.entryId ?? '', version: row?.version ?? 0 }] },
      admin,
    );
    expect(bulk.approved).toEqual([]);
    expect(bulk.skipped.map((skip) => skip.message)).toEqual(['It has flags: review it on its own.']);
  });

  it('a read.totalPaise sent by hand does not hide a claim over the bill', async () => {
    await seedBill('bill0000000000000102', used(150_000), { status: 'read', totalPaise: 123_400 });
    await readBillOnServer(store, host, reader, 'bill0000000000000102');
    // Read before the save (at its upload): the save judges the claim by the server's reading.
    const saved = await save(1500, ['bill0000000000000102']);
    expect(saved.flags).toEqual([
      { kind: 'overBills', claimedPaise: 150_000, readPaise: 123_400 },
      { kind: 'readDiffers', billId: 'bill0000000000000102', phonePaise: 150_000, serverPaise: 123_400 },
    ]);
  });

  it('flags a used total the bill’s own lines do not support, and passes one they do', async () => {
    await seedBill('bill0000000000000103', used(328_745), {
      status: 'read',
      totalPaise: 328_745,
      doubt: true,
    });
    await seedBill('bill0000000000000104', used(28_745), { status: 'read', totalPaise: 28_745 });
    const doubted = await save(3287.45, ['bill0000000000000103']);
    const clean = await save(287.45, ['bill0000000000000104']);
    await readBillOnServer(store, host, reader, 'bill0000000000000103');
    await readBillOnServer(store, host, reader, 'bill0000000000000104');
    expect((await queued(doubted.entryId ?? ''))?.flags).toEqual([
      { kind: 'readUnsupported', billId: 'bill0000000000000103', usedPaise: 328_745 },
    ]);
    expect(flagLines((await queued(doubted.entryId ?? ''))?.flags ?? [], '2026-11-28')[0]?.text).toBe(
      '₹3,287.45 was used from a bill whose lines do not add up to it',
    );
    expect((await queued(clean.entryId ?? ''))?.flags).toEqual([]);
  });

  it('reads an image once, and judges the spend again each time it is asked', async () => {
    await seedBill('bill0000000000000105', used(50_000), { status: 'read', totalPaise: 50_000 });
    const first = await readBillOnServer(store, host, reader, 'bill0000000000000105');
    const again = await readBillOnServer(store, host, reader, 'bill0000000000000105');
    expect(reads).toBe(1);
    expect(again).toEqual(first);
    expect(await store.get('bills/bill0000000000000105/serverRead')).toMatchObject({
      status: 'read',
      totalPaise: 50_000,
      sha256: expect.any(String) as unknown,
    });
  });

  it('keeps a failure to read as such, judging the claim by the phone’s reading meanwhile', async () => {
    await seedBill('bill0000000000000106', used(40_000), new Error('the model could not be loaded'));
    await seedBill('bill0000000000000107', used(40_000), null);
    const saved = await save(400, ['bill0000000000000106', 'bill0000000000000107']);
    expect(await readBillOnServer(store, host, reader, 'bill0000000000000106')).toMatchObject({
      status: 'failed',
      why: 'the model could not be loaded',
    });
    expect(await readBillOnServer(store, host, reader, 'bill0000000000000107')).toMatchObject({
      status: 'failed',
      why: 'The image is no longer on the image host.',
    });
    expect((await queued(saved.entryId ?? ''))?.flags).toEqual([]);
    // A failed reading is tried again: the next try reads it.
    readings.set('bill0000000000000106', { status: 'read', totalPaise: 10_000 });
    await readBillOnServer(store, host, reader, 'bill0000000000000106');
    expect((await queued(saved.entryId ?? ''))?.flags).toContainEqual({
      kind: 'readDiffers',
      billId: 'bill0000000000000106',
      phonePaise: 40_000,
      serverPaise: 10_000,
    });
  });

  it('leaves a decided spend’s flags as it was decided with', async () => {
    await seedBill('bill0000000000000108', used(90_000), { status: 'read', totalPaise: 9_000 });
    const saved = await save(900, ['bill0000000000000108']);
    await invoke(
      decideSpend,
      { requestId: newRequestId(), entryId: saved.entryId ?? '', decision: { kind: 'approve' }, version: 1 },
      admin,
    );
    await readBillOnServer(store, host, reader, 'bill0000000000000108');
    const { entry } = await invoke(spendEntry, { entryId: saved.entryId ?? '' }, admin);
    expect(entry?.state).toBe('approved');
    expect(entry?.flags).toEqual([]);
    expect(await store.get('bills/bill0000000000000108/serverRead')).toMatchObject({ totalPaise: 9_000 });
  });
});
