import type { FileItem } from '@domain/api/listFiles';
import { downloadName } from '@domain/files/fileDisplay';
import { saveBlob } from '../../lib/saveBlob';

/**
 * Downloads the uploaded bytes under the file's original name with the extension of its bytes: the
 * delivery URL is fetched as a blob (a plain link to another origin would ignore the name). Errors are
 * only logged, as the product has always done.
 */
export async function downloadFile(file: Pick<FileItem, 'url' | 'name' | 'format'>): Promise<void> {
  try {
    const response = await fetch(file.url);
    if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
    saveBlob(await response.blob(), downloadName(file.name, file.format));
  } catch (error) {
    console.error('Download failed', error);
  }
}
