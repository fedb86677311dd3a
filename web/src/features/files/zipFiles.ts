import { downloadZip, predictLength } from 'client-zip';
import type { FileItem } from '@domain/api/listFiles';
import { downloadName } from '@domain/files/fileDisplay';
import { fileLimits } from '@domain/files/fileLimits';
import { zipEntryNames } from './zipEntryNames';

/** Why a set of files is too many for one ZIP, or null when it fits. */
export function zipCapProblem(count: number, bytes: number): string | null {
  if (count > fileLimits.maxZipFiles || bytes > fileLimits.maxZipBytes) {
    return `A ZIP holds at most ${String(fileLimits.maxZipFiles)} files or 1 GB: narrow the search or date range, or select fewer files.`;
  }
  return null;
}

/**
 * Streams the files into one ZIP in the browser (client-zip: stored entries, so JPEGs are not
 * recompressed; Zip64 past 4 GB): each image is fetched only when the ZIP reaches it, and `onProgress`
 * gets the share of the ZIP's exact predicted length produced so far.
 */
export async function zipFiles(
  files: readonly FileItem[],
  onProgress: (share: number) => void,
): Promise<Blob> {
  const names = zipEntryNames(files.map((file) => downloadName(file.name, file.format)));
  const metadata = files.map((file, index) => ({ name: names[index], size: file.size }));
  const total = Number(predictLength(metadata));
  async function* entries() {
    for (const [index, file] of files.entries()) {
      const response = await fetch(file.url);
      if (!response.ok) throw new Error(`Could not fetch ${file.name}: HTTP ${String(response.status)}`);
      yield { name: names[index], input: response, lastModified: new Date(file.createdAt), size: file.size };
    }
  }
  const body = downloadZip(entries(), { length: total }).body;
  if (!body) throw new Error('The ZIP has no body');
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let done = 0;
  for (;;) {
    const next = await reader.read();
    if (next.done) break;
    chunks.push(next.value);
    done += next.value.byteLength;
    onProgress(total > 0 ? done / total : 1);
  }
  return new Blob(chunks as BlobPart[], { type: 'application/zip' });
}
