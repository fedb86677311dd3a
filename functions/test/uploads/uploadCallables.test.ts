import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningImageHost } from '../../../scripts/stack/imageHost/server.js';
import type { SignUploadOutput } from '../../src/domain/api/signUpload.js';
import { recordUploadInput } from '../../src/domain/api/recordUpload.js';
import type { UploadRecord } from '../../src/domain/uploads/uploadRecord.js';
import type * as UploadCallables from './uploadCallables.js';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { useTempLocalStore, type FakeCaller } from '../support/callRequest.js';
import { makePng } from '../support/png.js';
import { failureOf, invoke, newRequestId, placementRep, salesRep } from '../support/callables.js';
import { writeRateLimit } from '../../src/domain/constants.js';
import { addDays, orgDayOf } from '../../src/domain/time/orgTime.js';
import { fileAuditPath, fileCountPath } from '../../src/domain/files/fileIndex.js';
import { checkFileIndex } from '../../src/services/indexes/fileIndexCheck.js';
import { postUpload, useLocalImageHost } from './imageHostHarness.js';

const store = new LocalStore(useTempLocalStore());
let host: RunningImageHost;
let callables: typeof UploadCallables;

beforeAll(async () => {
  host = await useLocalImageHost();
  callables = await import('./uploadCallables.js');
});
afterAll(() => host.close());
beforeEach(() => store.remove('/'));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const otherRep = { uid: 'sales-2', email: 'ravi.sales@example.com', roles: ['sales'] } satisfies FakeCaller;

async function sign(png: Buffer, caller: FakeCaller = salesRep, extra: Record<string, unknown> = {}) {
  const input = { folder: 'bills', dept: 'sales', fileName: 'bill.png', sha256: sha256(png), ...extra };
  return invoke<SignUploadOutput>(callables.signUpload, input, caller);
}

/** Signs, posts the file to the host as the browser does, and returns the host's answer fields. */
async function upload(png: Buffer, caller: FakeCaller = salesRep, extra: Record<string, unknown> = {}) {
  const signed = await sign(png, caller, extra);
  if (signed.status !== 'signed') throw new Error('expected a signature');
  const { status, body } = await postUpload(host, signed.fields, png);
  expect(status).toBe(200);
  return { signed, answer: answerOf(body) };
}

function answerOf(body: Record<string, unknown>) {
  return {
    public_id: String(body.public_id),
    version: Number(body.version),
    signature: String(body.signature),
  };
}

const record = (answer: unknown, caller: FakeCaller = salesRep) =>
  invoke<{ folder: string; id: string }>(callables.recordUpload, answer, caller);

const stored = async (folder = 'bills') =>
  Object.values((await store.get<Record<string, UploadRecord>>(folder)) ?? {});

describe('signUpload and recordUpload', () => {
  it("records a signed upload once, with the host's true size, dimensions and format", async () => {
    const png = makePng(120, 45);
    const { signed, answer } = await upload(png);
    expect(signed.publicId).toMatch(/^bills\/[-0-9A-Za-z_]{20}$/);
    expect(signed.fields).toMatchObject({
      folder: 'bills',
      allowed_formats: 'png,jpg',
      api_key: 'local-api-key',
    });
    const saved = await record(answer);
    expect(await record(answer)).toEqual(saved);
    const records = await stored();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      public_id: answer.public_id,
      original_filename: 'bill.png',
      size: png.length,
      format: 'image/png',
      width: 120,
      height: 45,
      dept: 'sales',
      uploadedBy: { uid: salesRep.uid, email: salesRep.email },
      sha256: sha256(png),
    });
    expect(records[0]?.secure_url).toContain(
      `/image/upload/v${String(answer.version)}/${answer.public_id}.png`,
    );
    expect(await store.get(`uploadHashes/bills/${sha256(png)}`)).toMatchObject({
      uploadedBy: salesRep.email,
    });
  });

  it('warns of content already in the folder, and signs it when the user goes on', async () => {
    const png = makePng(10, 10);
    await record((await upload(png)).answer);
    // A colleague is told when, never who or under what name; the uploader sees her own file.
    const again = await sign(png, otherRep);
    expect(again).toEqual({
      status: 'duplicate',
      duplicate: { whose: 'colleague', uploadedAt: expect.any(Number) as unknown },
    });
    expect(await sign(png)).toMatchObject({
      status: 'duplicate',
      duplicate: { whose: 'mine', fileName: 'bill.png' },
    });
    expect((await sign(png, otherRep, { allowDuplicate: true })).status).toBe('signed');
    expect((await sign(png, placementRep, { folder: 'placement_docs', dept: 'placement' })).status).toBe(
      'signed',
    );
  });

  it('keeps what the phone read from a bill with its record, and refuses a bad read, signing nothing', async () => {
    const read = {
      status: 'read',
      totalPaise: 123_400,
      day: addDays(orgDayOf(Date.now()), -3),
      seller: 'Hotel Sai',
      gstin: '27AAPFU0939F1ZV',
      used: true,
    };
    await record((await upload(makePng(12, 12), salesRep, { read })).answer);
    expect((await stored())[0]?.read).toEqual(read);
    const wrongCheck = await failureOf(
      sign(makePng(13, 13), salesRep, { read: { ...read, gstin: '27AAPFU0939F1ZW' } }),
    );
    expect(wrongCheck.code).toBe('invalid-argument');
    expect(wrongCheck.message).toContain(
      'The GSTIN read from a bill must be 15 characters with a matching check character.',
    );
    const notABill = await failureOf(
      sign(makePng(14, 14), placementRep, { folder: 'placement_docs', dept: 'placement', read }),
    );
    expect(notABill.message).toBe('read: Only a bill photo can carry what was read from it.');
    expect(Object.keys((await store.get<Record<string, unknown>>('uploadTickets')) ?? {})).toHaveLength(1);
  });

  it('refuses a read day no bill of a spend could carry (after today, 1970, 2100), signing nothing', async () => {
    const read = { status: 'read', totalPaise: 150_000, used: true };
    const today = orgDayOf(Date.now());
    const refusals = {
      [addDays(today, 1)]: 'read.day: The date read from a bill cannot be after today.',
      '2100-01-01': 'read.day: The date read from a bill cannot be after today.',
      '1970-01-01': 'read.day: The date read from a bill is before any day a spend may be dated.',
      // The policy's 30 days back, and the 30 days a bill may wait on the phone before it is sent.
      [addDays(today, -61)]: 'read.day: The date read from a bill is before any day a spend may be dated.',
    };
    for (const [day, message] of Object.entries(refusals)) {
      const failure = await failureOf(sign(makePng(15, 15), salesRep, { read: { ...read, day } }));
      expect(failure.code, day).toBe('invalid-argument');
      expect(failure.message, day).toBe(message);
    }
    expect(await store.get('uploadTickets')).toBeNull();
    for (const day of [today, addDays(today, -60)]) {
      expect((await sign(makePng(16, 16), salesRep, { read: { ...read, day } })).status, day).toBe('signed');
    }
  });

  it('refuses a role the folder is not for, signing nothing', async () => {
    const failure = await failureOf(sign(makePng(2, 2), salesRep, { folder: 'placement_docs' }));
    expect(failure.code).toBe('permission-denied');
    expect(await store.get('uploadTickets')).toBeNull();
    expect((await failureOf(sign(makePng(2, 2), salesRep, { dept: 'placement' }))).code).toBe(
      'permission-denied',
    );
  });

  it('refuses a forged signature, an altered public id, a replay and another user, storing nothing', async () => {
    const { signed, answer } = await upload(makePng(8, 8));
    const forged = { ...answer, signature: createHash('sha1').update('forged').digest('hex') };
    expect((await failureOf(record(forged))).code).toBe('permission-denied');
    const { answer: other } = await upload(makePng(9, 9));
    expect((await failureOf(record({ ...answer, public_id: other.public_id }))).code).toBe(
      'permission-denied',
    );
    expect((await failureOf(record(answer, otherRep))).code).toBe('permission-denied');
    expect(await stored()).toHaveLength(0);

    await record(answer);
    expect(signed.fields.overwrite).toBe('false');
    expect(await stored()).toHaveLength(1);
  });

  it('stores one image per signature: a replayed post keeps the recorded bytes, version and record', async () => {
    const small = makePng(4, 4);
    const { signed, answer } = await upload(small);
    const first = await record(answer);
    const before = await stored();
    // The same signed fields posted again with other bytes: the host keeps the asset and says so.
    const replay = await postUpload(host, signed.fields, makePng(64, 64));
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ existing: true, version: answer.version, width: 4, height: 4 });
    expect(await record(answerOf(replay.body))).toEqual(first);
    expect(await stored()).toEqual(before);
    const served = await fetch(before[0]?.secure_url ?? '');
    expect(Buffer.from(await served.arrayBuffer()).equals(small)).toBe(true);
    expect(await store.get(fileCountPath('bills'))).toBe(1);
  });

  it('answers 5 replays of an unrecorded signature with the first image, so only it can be recorded', async () => {
    const png = makePng(6, 6);
    const { signed, answer } = await upload(png);
    const replays = await Promise.all(
      [1, 2, 3, 4, 5].map((side) => postUpload(host, signed.fields, makePng(10 + side, 10 + side))),
    );
    for (const replay of replays) {
      expect(replay).toMatchObject({
        status: 200,
        body: { existing: true, version: answer.version, width: 6 },
      });
    }
    await record(answer);
    expect((await stored())[0]).toMatchObject({ width: 6, height: 6, size: png.length });
  });

  it('records 10 parallel calls with the same answer once: count +1, one history entry, indexes agree', async () => {
    const uploads = await Promise.all(
      [makePng(11, 3), makePng(12, 3), makePng(13, 3)].map((png) => upload(png)),
    );
    const outcomes = await Promise.all(
      uploads.flatMap(({ answer }) => Array.from({ length: 10 }, () => record(answer))),
    );
    for (const [index, { answer }] of uploads.entries()) {
      const id = answer.public_id.split('/')[1] ?? '';
      expect(outcomes.slice(index * 10, index * 10 + 10)).toEqual(Array(10).fill({ folder: 'bills', id }));
      const history = (await store.get<Record<string, { action: string }>>(fileAuditPath('bills', id))) ?? {};
      expect(Object.values(history).map(({ action }) => action)).toEqual(['upload']);
    }
    expect(await stored()).toHaveLength(3);
    expect(await store.get(fileCountPath('bills'))).toBe(3);
    expect((await checkFileIndex(store, 'bills', false)).differences).toEqual([]);
  });

  it('lands every post of one outbox entry on one asset, and recording it again answers the first record', async () => {
    const entryId = newRequestId();
    const png = makePng(14, 14);
    const first = await upload(png, salesRep, { entryId });
    const firstRecord = await record(first.answer);
    // The phone lost the reply and sends the entry again from the start: sign, post, record.
    const again = await sign(png, salesRep, { entryId });
    if (again.status !== 'signed') throw new Error('a resent entry is signed again, not a duplicate');
    expect(again.publicId).toBe(first.signed.publicId);
    const posted = await postUpload(host, again.fields, png);
    expect(posted.body).toMatchObject({ existing: true, version: first.answer.version });
    expect(await record(answerOf(posted.body))).toEqual(firstRecord);
    expect(await stored()).toHaveLength(1);
    // Another account's entry with the same id is another asset; an entry without an id gets a fresh one.
    const others = await sign(png, otherRep, { entryId, allowDuplicate: true });
    expect(others.status === 'signed' && others.publicId).not.toBe(first.signed.publicId);
    const fresh = await sign(png, salesRep, { allowDuplicate: true });
    expect(fresh.status === 'signed' && fresh.publicId).not.toBe(first.signed.publicId);
  });

  it("keys the duplicate check on the host's bytes: a spoofed hash warns no one of a false duplicate", async () => {
    const real = makePng(20, 20);
    const spoof = makePng(21, 21);
    // Ravi uploads image Y claiming the hash of X.
    const ravi = await sign(real, otherRep, { fileName: 'spoof.png' });
    if (ravi.status !== 'signed') throw new Error('expected a signature');
    await record(answerOf((await postUpload(host, ravi.fields, spoof)).body), otherRep);
    expect((await stored())[0]?.sha256).toBe(sha256(spoof));
    // Asha's real X is no duplicate of his; once she uploaded it, Ravi is told only 'by a colleague'.
    const asha = await upload(real);
    await record(asha.answer);
    const told = await sign(real, otherRep);
    expect(told).toEqual({
      status: 'duplicate',
      duplicate: { whose: 'colleague', uploadedAt: expect.any(Number) as unknown },
    });
    expect(JSON.stringify(told)).not.toContain(salesRep.email);
  });

  it('refuses a file name that is a path, signing nothing', async () => {
    for (const fileName of [
      '../../../../tmp/zipslip.png',
      '/etc/cron.d/evil.png',
      '..\\..\\windows\\evil.png',
      'a/b/c.png',
    ]) {
      const failure = await failureOf(sign(makePng(2, 2), salesRep, { fileName }));
      expect(failure.code, fileName).toBe('invalid-argument');
    }
    expect(await store.get('uploadTickets')).toBeNull();
  });

  it('refuses an expired ticket', async () => {
    const { recordUploadFor } = await import('../../src/services/uploads/recordUploadFor.js');
    const { getImageHost } = await import('../../src/config/services.js');
    const { answer } = await upload(makePng(5, 5));
    const parsed = recordUploadInput.parse(answer);
    const caller = { uid: salesRep.uid, email: salesRep.email, roles: salesRep.roles };
    const later = () => Date.now() + 61 * 60_000;
    const failure = await failureOf(recordUploadFor(store, await getImageHost(), parsed, caller, later));
    expect(failure.message).toContain('expired');
    expect(await stored()).toHaveLength(0);
  });
});

describe('the write limit on uploads', () => {
  beforeEach(() => {
    // At the start of a limit window, so the 61 calls cannot straddle two windows.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / writeRateLimit.windowMs) * writeRateLimit.windowMs);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses the 61st signUpload of an account within a minute, with the saves message', async () => {
    const caller = { ...salesRep, uid: 'sales-limited' };
    for (let call = 1; call <= writeRateLimit.maxWrites; call++) {
      expect((await sign(makePng(2, 2), caller, { allowDuplicate: true })).status).toBe('signed');
    }
    const failure = await failureOf(sign(makePng(2, 2), caller, { allowDuplicate: true }));
    expect(failure).toMatchObject({
      code: 'resource-exhausted',
      message: expect.stringContaining('Too many saves') as unknown,
    });
    const tickets = Object.values((await store.get<Record<string, { uid: string }>>('uploadTickets')) ?? {});
    expect(tickets.filter(({ uid }) => uid === caller.uid)).toHaveLength(writeRateLimit.maxWrites);
  });

  it('counts recordUpload against the same limit', async () => {
    const caller = { ...salesRep, uid: 'sales-recording' };
    const { answer } = await upload(makePng(3, 3), caller);
    await store.set(`rateLimits/${caller.uid}`, { windowStart: Date.now(), count: writeRateLimit.maxWrites });
    expect((await failureOf(record(answer, caller))).code).toBe('resource-exhausted');
  });
});
