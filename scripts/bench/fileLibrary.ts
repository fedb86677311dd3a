import { emulatorIdToken } from '../stack/emulatorSignIn.js';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { fileCountPath, fileStaffPath } from '../../functions/src/domain/files/fileIndex.js';
import { createdAtText, type UploadRecord } from '../../functions/src/domain/uploads/uploadRecord.js';
import { increment } from '../../functions/src/ports/store.js';
import { uploadIndexWrites } from '../../functions/src/services/files/fileWrites.js';
import { demoAccount } from '../stack/demoAccounts.js';
import { postJson } from '../stack/postJson.js';
import type { Stack } from '../stack/stack.js';

const FILES = 20_000;
const CALLS = 20;

/** Writes `FILES` bill records as uploads write them (record, index entry, count, audit), in chunks. */
async function seed(store: LocalStore): Promise<void> {
  const start = Date.UTC(2023, 0, 1);
  for (let chunk = 0; chunk < FILES; chunk += 2000) {
    const writes: Record<string, unknown> = {};
    const end = Math.min(FILES, chunk + 2000);
    for (let i = chunk; i < end; i++) {
      const id = store.newId();
      const createdAt = start + i * 30 * 60_000;
      const record: UploadRecord = {
        secure_url: `http://127.0.0.1:9190/demo/image/upload/v1/bills/${id}.jpg`,
        public_id: `bills/${id}`,
        original_filename: `Bill ${String(i)} fuel receipt.jpg`,
        size: 150_000 + i,
        format: 'image/jpeg',
        width: 1024,
        height: 768,
        created_at: createdAtText(createdAt),
        createdAt,
        dept: 'sales',
        uploadedBy: { uid: 'bench' },
        sha256: i.toString(16).padStart(64, '0'),
      };
      Object.assign(
        writes,
        { [`bills/${id}`]: record },
        uploadIndexWrites('bills', id, record, store.newId()),
      );
    }
    // One update holds one value per path: each count goes up once, by the whole chunk.
    writes[fileCountPath('bills')] = increment(end - chunk);
    writes[`${fileStaffPath('bills', 'bench')}/files`] = increment(end - chunk);
    await store.update(writes);
  }
}

async function timedList(
  functionsUrl: string,
  idToken: string,
  data: Record<string, unknown>,
): Promise<number> {
  const { body, status, ms } = await postJson<{ result?: { total: number }; error?: { message: string } }>(
    `${functionsUrl}/listFiles`,
    { data: { folder: 'bills', ...data } },
    { authorization: `Bearer ${idToken}` },
  );
  if (!body.result) throw new Error(`listFiles failed: ${body.error?.message ?? String(status)}`);
  if (data.search === undefined && body.result.total !== FILES) {
    throw new Error(`listFiles saw ${String(body.result.total)} files, not the ${String(FILES)} seeded`);
  }
  return ms;
}

async function median(functionsUrl: string, idToken: string, data: Record<string, unknown>): Promise<number> {
  await timedList(functionsUrl, idToken, data);
  const samples: number[] = [];
  for (let call = 0; call < CALLS; call++) samples.push(await timedList(functionsUrl, idToken, data));
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}

/**
 * `npm run bench`: with 20,000 bill records in a fresh local stack's Store, the median time of the
 * real listFiles callable (over HTTP, as an admin) for the first page, a search and a staff filter.
 */
export async function benchFileLibrary(stack: Stack): Promise<void> {
  const admin = demoAccount('admin');
  const idToken = await emulatorIdToken(admin.email, admin.password, stack.authEmulatorHost);
  const store = new LocalStore(stack.storeDir);
  try {
    await seed(store);
  } finally {
    store.close();
  }
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const firstPage = await median(stack.functionsUrl, idToken, {});
  const search = await median(stack.functionsUrl, idToken, { search: 'bill 1234' });
  const broad = await median(stack.functionsUrl, idToken, { search: 'fuel' });
  const byStaff = await median(stack.functionsUrl, idToken, { staff: 'bench' });
  console.log(
    `listFiles with ${String(FILES)} files, median of ${String(CALLS)}: first page ${ms(firstPage)} (target 300 ms), ` +
      `search 'bill 1234' ${ms(search)}, search 'fuel' (every file matches) ${ms(broad)} (target 500 ms), ` +
      `staff filter (every file matches) ${ms(byStaff)}`,
  );
}
