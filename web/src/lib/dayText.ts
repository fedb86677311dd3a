import { isOrgDay } from '@domain/time/orgTime';

/** How the range fields show a day: as the dashboards' dates read (dd/MM/yyyy), whatever the browser's locale. */
export const dayTextPlaceholder = 'dd/mm/yyyy';

/** '2026-11-05' -> '05/11/2026'; '' stays ''. */
export function dayTextOf(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : '';
}

/** '5/11/2026' or '05/11/2026' -> '2026-11-05'; '' when empty; null when it is no calendar day. */
export function dayOfText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [, date = '', month = '', year = ''] = match;
  const day = `${year}-${month.padStart(2, '0')}-${date.padStart(2, '0')}`;
  return isOrgDay(day) ? day : null;
}
