import { gstinCheckCharacter } from '../../../functions/src/domain/bills/gstin.js';

/** The kinds of bill a rep photographs, each laid out as its printer or app lays it out. */
export const receiptKinds = [
  'fuel',
  'restaurant',
  'hotel',
  'toll',
  'cab',
  'rail',
  'bus',
  'handwritten',
  'bilingual',
] as const;
export type ReceiptKind = (typeof receiptKinds)[number];

/** What a reading of the receipt must find: its total, its day, and its GSTIN when one is printed. */
export interface ReceiptExpected {
  name: string;
  kind: ReceiptKind;
  totalPaise: number;
  day: string;
  gstin?: string;
}

/** A receipt: the HTML of its paper (one element, `width` CSS pixels wide) and what it must read as. */
export interface ReceiptSpec extends ReceiptExpected {
  width: number;
  html: string;
}

/** A small seeded generator (mulberry32): the same receipt always gets the same variations. */
export function seeded(name: string): () => number {
  let state = 2166136261;
  for (let index = 0; index < name.length; index += 1)
    state = Math.imul(state ^ name.charCodeAt(index), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** '1,23,456.78': Indian digit grouping, always two decimals. */
export const rupees = (paise: number) =>
  `${new Intl.NumberFormat('en-IN').format(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;
/** '1234.50': no grouping, as thermal printers print. */
export const plain = (paise: number) => (paise / 100).toFixed(2);

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekDays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const parts = (day: string) => ({ y: day.slice(0, 4), m: day.slice(5, 7), d: day.slice(8, 10) });
const monthOf = (day: string) => monthNames[Number(day.slice(5, 7)) - 1] ?? 'Jan';

export const dates = {
  slash: (day: string) => `${parts(day).d}/${parts(day).m}/${parts(day).y}`,
  slashShort: (day: string) => `${parts(day).d}/${parts(day).m}/${parts(day).y.slice(2)}`,
  dash: (day: string) => `${parts(day).d}-${parts(day).m}-${parts(day).y}`,
  dot: (day: string) => `${parts(day).d}.${parts(day).m}.${parts(day).y}`,
  /** '14-Nov-2026', as IRCTC prints it. */
  monthDash: (day: string) => `${parts(day).d}-${monthOf(day)}-${parts(day).y}`,
  /** 'Nov 14, 2026', as the cab apps print it. */
  us: (day: string) => `${monthOf(day)} ${String(Number(parts(day).d))}, ${parts(day).y}`,
  /** 'Sat, 14 Nov 2026', as redBus prints it. */
  long: (day: string) =>
    `${weekDays[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? 'Sun'}, ${parts(day).d} ${monthOf(day)} ${parts(day).y}`,
};

/** The day `days` after `day` (ISO). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A valid GSTIN: a state code, a PAN (the holder's type as its fourth letter), an entity number, 'Z', the check. */
export function gstin(state: string, pan: string, entity = '1'): string {
  const first14 = `${state}${pan}${entity}Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** Escapes text for HTML. */
export const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** CGST (or SGST) on a taxable value: half the GST rate, rounded to the paisa. */
export function halves(taxablePaise: number, ratePercent: number): number {
  return Math.round((taxablePaise * ratePercent) / 200);
}
