/** One amount as printed on a bill, in paise; `decimals` when it was printed with its paise. */
export interface PrintedAmount {
  paise: number;
  decimals: boolean;
  /** The rupees' digits as printed, without grouping ('71200' for '71,200.00'). */
  digits: string;
}

/**
 * An amount, after an optional rupee sign as printed or as OCR misreads it (X, %, ¥, R, $, Rs, INR): Indian
 * (1,25,000) or western (125,000) grouping, or none, then paise after a point or, as OCR often reads
 * the point, a comma ('115,00'). Not part of a word or a longer number, and not a rate ('6%').
 */
const AMOUNT =
  /(?<![\p{L}\d.,/-])(?:(?:₹|rs\.?|inr|[x%¥r$])\s?)?(\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3}|\d+)(?:\s?[.,]\s?(\d{2}))?(?![\d%/-]|[.,]\d|\s?%)/giu;

/** The '/-' (or '/=') Indian bills print after whole rupees: 'Rs.90/-' is 90.00. */
const RUPEES_ONLY = /(\d)\s?\/\s?[-=]+/g;

/** A minus at a word's start ('Discount -102.50', 'Promotion -₹50.00'): a sign, never a range or 'NH-48'. */
const MINUS = /(^|\s)-\s?(?=[\d₹x%¥r$])/giu;

/** Every amount printed on one line of a bill (a minus before it dropped: the line's words say what it is). */
export function amountsIn(line: string): PrintedAmount[] {
  const found: PrintedAmount[] = [];
  for (const match of line.replace(RUPEES_ONLY, '$1 ').replace(MINUS, '$1').matchAll(AMOUNT)) {
    const digits = (match[1] ?? '').replaceAll(',', '');
    const whole = Number(digits);
    if (!Number.isSafeInteger(whole)) continue;
    found.push({
      paise: whole * 100 + (match[2] === undefined ? 0 : Number(match[2])),
      decimals: match[2] !== undefined,
      digits,
    });
  }
  return found;
}

/**
 * The amount with its first digit dropped: a rupee sign OCR read as a digit ('₹287.45' as '3287.45',
 * '₹1,200' as '71,200'). Undefined for a single digit.
 */
export function withoutFirstDigit(amount: PrintedAmount): number | undefined {
  if (amount.digits.length < 2) return undefined;
  return amount.paise - Number(amount.digits.charAt(0)) * 10 ** (amount.digits.length - 1) * 100;
}

/** The words of a line that states what is to be paid: a total, net amount, amount payable. */
export const TOTAL_LINE = /\b(grand\s*total|total|net\s*(amount|payable)|payable|to\s*pay)\b/i;
/**
 * Lines that state what is paid only when nothing else does (a fuel slip's Amount, a toll's Fee, a
 * ticket's Fare); beside a total line they are among its parts ('Trip fare', 'Convenience Fee').
 */
export const PART_TOTAL_LINE = /\b(amount|amt|fare|fee)\b/i;
export const SUBTOTAL_LINE = /\b(sub\s*-?\s*total|item\s*total|taxable|total\s*before)\b/i;
/** Total lines that count something other than money. */
export const COUNT_LINE =
  /\b(total\s*(qty|quantity|items?|pcs)|no\.?\s*of\s*items|qty|litres?|ltrs?|volume)\b/i;
/** Lines that are not amounts at all, though they may hold numbers. */
export const NOT_MONEY_LINE =
  /\b(gstin|gst\s*no|phone|ph\.?|mobile|mob|tel|pin|bill\s*no|invoice\s*no|inv\s*no|receipt\s*no|ticket\s*no|pnr|vehicle|veh|date|time|rate|volume|litres?|ltrs?|km|kms|kilomet(er|re)s?|distance|duration|min|mins)\b/i;
/** Money that is not part of what was bought: taxable value, tendered cash, change, refunds, savings. */
export const NOT_PART_LINE =
  /\b(taxable|tender(ed)?|advance|deposit|cash\s*(paid|received)|paid\s*by|received|change|refund(ed)?|balance|you\s*saved?|savings|wallet|upi|card)\b/i;
/** What was paid: the total again, never one of its parts ('Amount charged', 'Amount paid'). */
export const PAID_LINE = /\b(charged|amount\s*paid)\b/i;
/** Lines that take money off: discounts, coupons, promotions. */
export const LESS_LINE = /\b(discount|disc\.?|less|coupon|promo(tion)?|offer|rebate)\b/i;
