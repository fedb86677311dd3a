import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningImageHost } from '../../../scripts/stack/imageHost/server.js';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import type { DeleteFileOutput } from '../../src/domain/api/deleteFile.js';
import type { FileHistoryOutput } from '../../src/domain/api/fileHistory.js';
import type { ListFilesOutput } from '../../src/domain/api/listFiles.js';
import type { SignUploadOutput } from '../../src/domain/api/signUpload.js';
import { localDayRange } from '../../src/domain/files/fileDisplay.js';
import { useTempLocalStore } from '../support/callRequest.js';
import { makePng } from '../support/png.js';
import { admin, failureOf, invoke, placementRep, salesRep } from '../support/callables.js';
import { postUpload, useLocalImageHost } from '../uploads/imageHostHarness.js';
import type * as FileCallables from './fileCallables.js';
import { seedFiles } from './seedFiles.js';

const store = new LocalStore(useTempLocalStore());
let host: RunningImageHost;
let callables: typeof FileCallables;

beforeAll(async () => {
  host = await useLocalImageHost();
  callables = await import('./fileCallables.js');
});
afterAll(() => host.close());
beforeEach(() => store.remove('/'));

const list = (input: Record<string, unknown>) =>
  invoke<ListFilesOutput>(callables.listFiles, { folder: 'placement_docs', ...input }, admin);
const remove = (id: string, folder = 'placement_docs') =>
  invoke<DeleteFileOutput>(callables.deleteFile, { folder, id }, admin);
const history = (id: string, folder = 'placement_docs') =>
  invoke<FileHistoryOutput>(callables.fileHistory, { folder, id }, admin);

/** Uploads a real image through the callables and the local image host, as the browser does. */
async function upload(png: Buffer, fileName: string) {
  const sha256 = createHash('sha256').update(png).digest('hex');
  const input = { folder: 'placement_docs', dept: 'placement', fileName, sha256 };
  const signed = await invoke<SignUploadOutput>(callables.signUpload, input, placementRep);
  if (signed.status !== 'signed') throw new Error('expected a signature');
  const { body } = await postUpload(host, signed.fields, png, fileName);
  const answer = { public_id: body.public_id, version: body.version, signature: body.signature };
  return invoke<{ folder: string; id: string }>(callables.recordUpload, answer, placementRep);
}

const day = (text: string, hour = 12) => new Date(`${text}T${String(hour).padStart(2, '0')}:00:00`).getTime();

describe('listFiles', () => {
  it('pages newest first by 15, with the total, to the end', async () => {
    const files = Array.from({ length: 40 }, (_, i) => ({
      name: `doc-${String(i)}.png`,
      createdAt: 1000 + i,
    }));
    await seedFiles(store, 'placement_docs', files);
    const seen: string[] = [];
    let page = await list({});
    expect(page.total).toBe(40);
    for (;;) {
      expect(page.files.length).toBeLessThanOrEqual(15);
      seen.push(...page.files.map((file) => file.name));
      if (!page.next) break;
      page = await list({ after: page.next });
    }
    expect(seen).toEqual(files.map((file) => file.name).reverse());
  });

  it('keeps files sharing one upload time on exactly one page', async () => {
    await seedFiles(
      store,
      'placement_docs',
      Array.from({ length: 20 }, (_, i) => ({ name: `same-${String(i)}.png`, createdAt: 5000 })),
    );
    const first = await list({});
    const second = await list({ after: first.next });
    const ids = [...first.files, ...second.files].map((file) => file.id);
    expect(new Set(ids).size).toBe(20);
    expect(second.next).toBeNull();
  });

  it('searches names case-insensitively, with the total and up to 8 distinct suggestions', async () => {
    const names = [
      'Invoice-A.png',
      'invoice-b.png',
      'receipt.png',
      ...Array.from({ length: 20 }, (_, i) => `INVOICE-${String(i)}.jpg`),
    ];
    await seedFiles(
      store,
      'placement_docs',
      names.map((name, i) => ({ name, createdAt: 1000 + i })),
    );
    const page = await list({ search: ' voice ' });
    expect(page.total).toBe(22);
    expect(page.files).toHaveLength(15);
    expect(page.files[0]?.name).toBe('INVOICE-19.jpg');
    expect(page.suggestions).toHaveLength(8);
    expect(page.suggestions[0]).toBe('INVOICE-19.jpg');
    const rest = await list({ search: 'voice', after: page.next });
    expect(rest.files.map((file) => file.name).slice(-2)).toEqual(['invoice-b.png', 'Invoice-A.png']);
    expect(rest.next).toBeNull();
    expect((await list({ search: 'nothing like it' })).total).toBe(0);
  });

  it('filters by an inclusive range of local days, with and without a search', async () => {
    await seedFiles(store, 'placement_docs', [
      { name: 'before.png', createdAt: day('2025-01-04', 23) },
      { name: 'first-day.png', createdAt: day('2025-01-05', 0) },
      { name: 'last-day.png', createdAt: new Date('2025-01-07T23:59:59.999').getTime() },
      { name: 'after.png', createdAt: day('2025-01-08', 0) },
    ]);
    const range = localDayRange('2025-01-05', '2025-01-07');
    const page = await list(range);
    expect(page.files.map((file) => file.name)).toEqual(['last-day.png', 'first-day.png']);
    expect(page.total).toBe(2);
    expect((await list({ ...range, search: 'last' })).total).toBe(1);
    expect((await list({ from: range.from })).total).toBe(3);
  });

  it('gives size-limited URLs for previews and thumbnails, and who uploaded the file', async () => {
    await seedFiles(store, 'placement_docs', [
      { name: 'a.png', createdAt: 1, by: { uid: placementRep.uid, email: placementRep.email } },
    ]);
    const [file] = (await list({})).files;
    expect(file?.uploadedBy).toBe('Kiran Placement');
    expect(file?.previewUrl).toMatch(/\/image\/upload\/c_limit,w_800,h_800\/v1\/placement_docs\//);
    expect(file?.thumbnailUrl).toContain('/c_limit,w_320,h_320/');
  });

  it('filters by uploader together with the search, the range and paging; old records match no one', async () => {
    const kiran = { uid: placementRep.uid, email: placementRep.email };
    const asha = { uid: salesRep.uid, email: salesRep.email };
    await seedFiles(store, 'placement_docs', [
      ...Array.from({ length: 18 }, (_, i) => ({
        name: `kiran-${String(i)}.png`,
        createdAt: 1000 + i,
        by: kiran,
      })),
      ...Array.from({ length: 5 }, (_, i) => ({
        name: `asha-${String(i)}.png`,
        createdAt: 2000 + i,
        by: asha,
      })),
      { name: 'kiran-by-asha.png', createdAt: 3000, by: asha },
    ]);
    // A record kept from before uploads were signed in, indexed without an uploader.
    await store.update({
      'placement_docs/-Aold': {
        secure_url: 'https://res.cloudinary.com/demo/image/upload/v1/placement_docs/old.png',
        public_id: 'placement_docs/old',
        original_filename: 'kiran-old.png',
        size: 1,
        format: 'image/png',
        width: 1,
        height: 1,
        createdAt: 4000,
      },
      'fileIndex/placement_docs/-Aold': { name: 'kiran-old.png', createdAt: 4000 },
      'fileCounts/placement_docs': 25,
    });

    const everyone = await list({});
    expect(everyone.total).toBe(25);
    expect(everyone.files[0]?.name).toBe('kiran-old.png');
    expect(everyone.files[0]?.uploadedBy).toBeUndefined();
    expect(everyone.staff).toEqual([
      { uid: salesRep.uid, label: 'Asha Sales' },
      { uid: placementRep.uid, label: 'Kiran Placement' },
    ]);

    const first = await list({ staff: placementRep.uid });
    expect(first.total).toBe(18);
    expect(first.files.map((file) => file.uploadedBy)).toEqual(Array(15).fill('Kiran Placement'));
    const rest = await list({ staff: placementRep.uid, after: first.next });
    expect(rest.files.map((file) => file.name)).toEqual(['kiran-2.png', 'kiran-1.png', 'kiran-0.png']);
    expect(rest.next).toBeNull();

    const searched = await list({ staff: salesRep.uid, search: 'KIRAN' });
    expect(searched.files.map((file) => file.name)).toEqual(['kiran-by-asha.png']);
    expect(searched.suggestions).toEqual(['kiran-by-asha.png']);
    const ranged = await list({ staff: salesRep.uid, from: 2001, to: 2003 });
    expect(ranged.files.map((file) => file.name)).toEqual(['asha-3.png', 'asha-2.png', 'asha-1.png']);
    expect(ranged.total).toBe(3);
    expect((await list({ staff: 'someone-else' })).total).toBe(0);
  });

  it('refuses a staff filter that is no account id, with a clear message', async () => {
    const failure = await failureOf(list({ staff: '../fileIndex' }));
    expect(failure.code).toBe('invalid-argument');
    expect(failure.details?.fieldErrors).toContainEqual({
      field: 'staff',
      message: 'Choose one of the listed staff.',
    });
    expect((await failureOf(list({ staff: '' }))).code).toBe('invalid-argument');
  });

  it('is for admins only', async () => {
    const failure = await failureOf(invoke(callables.listFiles, { folder: 'bills' }, salesRep));
    expect(failure.code).toBe('permission-denied');
  });
});

describe('deleteFile and fileHistory', () => {
  it('deletes the record and the hosted image, and keeps who deleted what in the history', async () => {
    const png = makePng(30, 40);
    const { id } = await upload(png, 'offer-letter.png');
    const [file] = (await list({})).files;
    expect(file?.name).toBe('offer-letter.png');
    expect((await fetch(file?.url ?? '')).status).toBe(200);
    const sha = createHash('sha256').update(png).digest('hex');
    expect(await store.get(`uploadHashes/placement_docs/${sha}`)).not.toBeNull();

    expect(await store.get(`fileIndex/placement_docs/${id}`)).toMatchObject({ by: placementRep.uid });
    expect((await list({})).staff).toEqual([{ uid: placementRep.uid, label: 'Kiran Placement' }]);

    expect(await remove(id)).toEqual({ status: 'deleted' });
    expect(await store.get(`placement_docs/${id}`)).toBeNull();
    expect(await store.get(`fileIndex/placement_docs/${id}`)).toBeNull();
    expect((await list({})).staff).toEqual([]);
    expect(await store.get(`fileStaff/placement_docs/${placementRep.uid}/files`)).toBe(0);
    expect(await store.get(`uploadHashes/placement_docs/${sha}`)).toBeNull();
    expect((await fetch(file?.url ?? '')).status).toBe(404);
    expect(await list({})).toMatchObject({ files: [], total: 0 });

    const { entries } = await history(id);
    expect(entries.map((entry) => [entry.action, entry.by, entry.fileName])).toEqual([
      ['upload', placementRep.email, 'offer-letter.png'],
      ['delete', admin.email, 'offer-letter.png'],
    ]);
    const audit = Object.values(
      (await store.get<Record<string, { record?: unknown }>>(`fileAudit/placement_docs/${id}`)) ?? {},
    );
    expect(audit.at(-1)?.record).toMatchObject({
      original_filename: 'offer-letter.png',
      width: 30,
      height: 40,
    });
    expect(await remove(id)).toEqual({ status: 'alreadyGone' });
    expect((await history(id)).entries).toHaveLength(2);
  });

  it('still deletes the record when the image is already gone at the host', async () => {
    const { id } = await upload(makePng(8, 8), 'gone.png');
    const [file] = (await list({})).files;
    const hostSide = new URL(file?.url ?? '').pathname.split('/image/upload/')[1] ?? '';
    await (
      await import('../../src/config/services.js')
    )
      .getImageHost()
      .then((imageHost) => imageHost.destroy(hostSide.replace(/^v\d+\//, '').replace(/\.png$/, '')));
    expect((await fetch(file?.url ?? '')).status).toBe(404);
    expect(await remove(id)).toEqual({ status: 'deleted' });
    expect(await store.get(`placement_docs/${id}`)).toBeNull();
  });

  it('keeps the hash entry of another upload of the same content', async () => {
    const [first, second] = await seedFiles(store, 'placement_docs', [
      { name: 'a.png', createdAt: 1 },
      { name: 'b.png', createdAt: 2 },
    ]);
    const record = await store.get<{ sha256: string }>(`placement_docs/${String(second)}`);
    const hashPath = `uploadHashes/placement_docs/${record?.sha256 ?? ''}`;
    await store.set(hashPath, { id: first, uploadedAt: 1, uploadedBy: 'x', fileName: 'a.png' });
    await remove(String(second));
    expect(await store.get(hashPath)).toMatchObject({ id: first });
  });

  it('counts a file deleted by two admins at once only once', async () => {
    await seedFiles(store, 'placement_docs', [
      { name: 'a.png', createdAt: 1 },
      { name: 'b.png', createdAt: 2 },
    ]);
    const [, target] = (await list({})).files.map((file) => file.id);
    const outcomes = await Promise.all([remove(String(target)), remove(String(target))]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['alreadyGone', 'deleted']);
    expect((await list({})).total).toBe(1);
    expect(await store.get('fileStaff/placement_docs/plac-1/files')).toBe(1);
    expect((await list({ staff: 'plac-1' })).total).toBe(1);
  });

  it('refuses callers without the admin role and ids that are not upload ids', async () => {
    expect(
      (await failureOf(invoke(callables.deleteFile, { folder: 'bills', id: 'x'.repeat(20) }, placementRep)))
        .code,
    ).toBe('permission-denied');
    expect(
      (await failureOf(invoke(callables.fileHistory, { folder: 'bills', id: '../x' }, admin))).code,
    ).toBe('invalid-argument');
  });
});
