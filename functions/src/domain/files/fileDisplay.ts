import type { UploadMediaType } from '../uploads/imageType.js';

/** A file's size as the file screens show it: under 1024 'N bytes', under 1 MB in KB, else MB. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

const fileDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The file screens' dates: 'Jan 5, 2025' (US English), in the viewer's time zone. */
export function fileDateText(epochMs: number): string {
  return fileDateFormat.format(new Date(epochMs));
}

/** 'image/png' -> 'PNG'. */
export function formatText(mediaType: string): string {
  return (mediaType.split('/').pop() ?? mediaType).toUpperCase();
}

/**
 * A delivery URL asking the host for the image fitted within `maxPx` (Cloudinary's `c_limit`
 * transformation), so a preview or thumbnail never downloads the original bytes.
 */
export function sizedDeliveryUrl(secureUrl: string, maxPx: number): string {
  const marker = '/image/upload/';
  const at = secureUrl.indexOf(marker);
  if (at < 0) return secureUrl;
  const head = secureUrl.slice(0, at + marker.length);
  const size = String(maxPx);
  return `${head}c_limit,w_${size},h_${size}/${secureUrl.slice(at + marker.length)}`;
}

/**
 * The inclusive epoch-ms range of a start and end date ('YYYY-MM-DD', either may be empty) in the
 * viewer's local time zone: from the start day's first millisecond to the end day's last.
 */
export function localDayRange(startDate: string, endDate: string): { from?: number; to?: number } {
  const day = (text: string): Date | null => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return null;
    return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  };
  const start = day(startDate);
  const end = day(endDate);
  const range: { from?: number; to?: number } = {};
  if (start) range.from = start.getTime();
  if (end) range.to = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).getTime() - 1;
  return range;
}

const extensionsOf: Record<UploadMediaType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/**
 * The name a download is saved under: the original name, its extension made to match the stored
 * bytes (a large PNG bill re-encoded as JPEG on the phone downloads as 'bill.jpg', not 'bill.png').
 */
export function downloadName(name: string, format: UploadMediaType): string {
  const extensions = extensionsOf[format];
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return extensions.includes(extension) ? name : `${stem}.${extensions[0] ?? ''}`;
}
