import type { AssetPage, ImageHost, StoredAsset } from '../../ports/imageHost.js';
import type { Store } from '../../ports/store.js';
import { readAllEntries } from '../indexes/readRecords.js';

/** An upload record as far as the image host is concerned: its key and the asset it names. */
export interface RecordedImage {
  key: string;
  publicId: string;
  name?: string;
}

/** The public ids the records of a folder name (their `public_id`, whatever their key). */
export async function recordedImages(store: Store, folder: string): Promise<Map<string, RecordedImage>> {
  const named = new Map<string, RecordedImage>();
  for (const { key, value } of await readAllEntries(store, folder)) {
    const record = (value ?? {}) as { public_id?: unknown; original_filename?: unknown };
    if (typeof record.public_id !== 'string') continue;
    const name = typeof record.original_filename === 'string' ? record.original_filename : undefined;
    named.set(record.public_id, { key, publicId: record.public_id, ...(name === undefined ? {} : { name }) });
  }
  return named;
}

/** Every asset of the host under `prefix`, through its listing a page at a time. */
export async function* hostAssets(host: ImageHost, prefix: string): AsyncGenerator<StoredAsset> {
  let cursor: string | undefined;
  do {
    const page: AssetPage = await host.listAssets(prefix, cursor);
    yield* page.assets;
    cursor = page.nextCursor;
  } while (cursor !== undefined);
}
