/** Saves a blob under `name` through a temporary link, as the browser's own download. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next tasks; revoking at once can cancel it in some browsers.
  setTimeout(() => {
    URL.revokeObjectURL(href);
  }, 1000);
}
