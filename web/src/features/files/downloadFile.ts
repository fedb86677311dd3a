import { saveBlob } from '../../lib/saveBlob';

/**
 * Downloads the uploaded bytes under the file's original name: the delivery URL is fetched as a blob
 * (a plain link to another origin would ignore the name). Errors are only logged (SPEC.md section 8).
 */
export async function downloadFile(file: { url: string; name: string }): Promise<void> {
  try {
    const response = await fetch(file.url);
    if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
    saveBlob(await response.blob(), file.name);
  } catch (error) {
    console.error('Download failed', error);
  }
}
