/** Saves a blob under `name` through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(href);
  }, 1000);
}

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
