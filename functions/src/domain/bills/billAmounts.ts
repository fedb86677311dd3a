/** One amount as printed on a bill, in paise; `decimals` when it was printed with its paise. */
export interface PrintedAmount {
  paise: number;
  decimals: boolean;
}

/**
 * An amount, after an optional rupee sign as printed or as OCR misreads it (X, %, ¥, Rs, INR): Indian
 * (1,25,000) or western (125,000) grouping, or none, then paise after a point or, as OCR often reads
 * the point, a comma ('115,00'). Not part of a word or a longer number, and not a rate ('6%').
 */
const AMOUNT =
  /(?<![\p{L}\d.,/-])(?:(?:₹|rs\.?|inr|[x%¥])\s?)?(\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3}|\d+)(?:\s?[.,]\s?(\d{2}))?(?![\d%/-]|[.,]\d|\s?%)/giu;

/** Every amount printed on one line of a bill. */
export function amountsIn(line: string): PrintedAmount[] {
  const found: PrintedAmount[] = [];
  for (const match of line.matchAll(AMOUNT)) {
    const wholeText = (match[1] ?? '').replaceAll(',', '');
    const whole = Number(wholeText);
    if (!Number.isSafeInteger(whole)) continue;
    found.push({
      paise: whole * 100 + (match[2] === undefined ? 0 : Number(match[2])),
      decimals: match[2] !== undefined,
    });
  }
  return found;
}

/** The words of a line that states what is to be paid (a total, a fuel slip's amount, a toll's fee). */
export const TOTAL_LINE =
  /\b(grand\s*total|total|net\s*(amount|payable)|amount|amt|payable|to\s*pay|fare|fee)\b/i;
export const SUBTOTAL_LINE = /\bsub\s*-?\s*total\b/i;
/** Total lines that count something other than money. */
export const COUNT_LINE =
  /\b(total\s*(qty|quantity|items?|pcs)|no\.?\s*of\s*items|qty|litres?|ltrs?|volume)\b/i;
/** Lines that are not amounts at all, though they may hold numbers. */
export const NOT_MONEY_LINE =
  /\b(gstin|gst\s*no|phone|ph\.?|mobile|mob|tel|pin|bill\s*no|invoice\s*no|inv\s*no|receipt\s*no|ticket\s*no|vehicle|veh|date|time|rate|volume|litres?|ltrs?)\b/i;
