import {
  amountsIn,
  COUNT_LINE,
  NOT_MONEY_LINE,
  SUBTOTAL_LINE,
  TOTAL_LINE,
  type PrintedAmount,
} from './billAmounts.js';

export interface TotalRead {
  paise: number;
  /** A rule guessed the figure, or the bill's own arithmetic or OCR's confidence does not back it. */
  doubt: boolean;
}

/** The amounts of the lines that state a total, with an amount alone on the line after a bare 'Total'. */
function totalCandidates(lines: readonly string[]): (PrintedAmount & { line: string })[] {
  const candidates: (PrintedAmount & { line: string })[] = [];
  lines.forEach((line, index) => {
    if (!TOTAL_LINE.test(line) || SUBTOTAL_LINE.test(line) || COUNT_LINE.test(line)) return;
    const amounts = amountsIn(line);
    const next = lines[index + 1] ?? '';
    if (amounts.length === 0 && /^[^\p{L}]*$/u.test(next))
      candidates.push(...amountsIn(next).map((amount) => ({ ...amount, line: next })));
    candidates.push(...amounts.map((amount) => ({ ...amount, line })));
  });
  return candidates;
}

/** Each item or tax line's amount (its last, printed with paise): what the total should add up to. */
function pieces(lines: readonly string[]): number[] {
  return lines.flatMap((line) => {
    if (
      TOTAL_LINE.test(line) ||
      SUBTOTAL_LINE.test(line) ||
      NOT_MONEY_LINE.test(line) ||
      /\bround/i.test(line)
    )
      return [];
    const last = amountsIn(line)
      .filter((amount) => amount.decimals)
      .at(-1);
    return last ? [last.paise] : [];
  });
}

const firstAmountOn = (lines: readonly string[], words: RegExp) =>
  lines.filter((line) => words.test(line)).flatMap(amountsIn)[0];

/** What the bill's arithmetic says, and by how much a printed total may differ from it. */
interface Arithmetic {
  paise: number;
  tolerance: number;
}

/**
 * What the bill's own arithmetic says the total is, when it shows it: a fuel slip's rate times its
 * volume (printed to 10 ml, so within half a paisa-litre of the rate), or the sum of the item and tax
 * lines, exactly, or within a printed round-off; undefined when the bill shows neither.
 */
function arithmeticTotal(lines: readonly string[], parts: readonly number[]): Arithmetic | undefined {
  const rate = firstAmountOn(lines, /\brate\b/i);
  const volume = firstAmountOn(lines, /\b(volume|litres?|ltrs?)\b/i);
  if (rate && volume)
    return { paise: Math.round((rate.paise * volume.paise) / 100), tolerance: Math.ceil(rate.paise / 200) };
  if (parts.length === 0) return undefined;
  const roundOff = firstAmountOn(lines, /\bround/i);
  return { paise: parts.reduce((sum, paise) => sum + paise, 0), tolerance: roundOff?.paise ?? 0 };
}

/** Whether a total lost its decimal point ('Rs. 67200' for 672.00), the bill printing paise elsewhere. */
function lostPoint(candidate: PrintedAmount, largestPiece: number): boolean {
  return (
    !candidate.decimals &&
    largestPiece > 0 &&
    candidate.paise > 5 * largestPiece &&
    candidate.paise / 100 >= largestPiece
  );
}

/**
 * The bill's total: the largest amount on a line that states one (not a subtotal), a lost decimal
 * point put back. It is given with a doubt when a rule guessed it, when it is below an amount printed
 * elsewhere, when the bill's arithmetic disagrees with it, or when OCR was unsure of its digits
 * (`unsure`: the words it read with low confidence).
 */
export function totalOf(lines: readonly string[], unsure: readonly string[] = []): TotalRead | null {
  const parts = pieces(lines);
  const largestPiece = Math.max(0, ...parts);
  let best: (TotalRead & { line: string }) | null = null;
  for (const candidate of totalCandidates(lines)) {
    const repaired = lostPoint(candidate, largestPiece);
    const paise = repaired ? Math.round(candidate.paise / 100) : candidate.paise;
    if (paise > 0 && (best === null || paise > best.paise))
      best = { paise, doubt: repaired, line: candidate.line };
  }
  if (best === null) return null;
  const expected = arithmeticTotal(lines, parts);
  const doubt =
    best.doubt ||
    best.paise + (expected?.tolerance ?? 0) < largestPiece ||
    (expected !== undefined && Math.abs(expected.paise - best.paise) > expected.tolerance) ||
    unsure.some((word) => /\d/.test(word) && best.line.includes(word));
  return { paise: best.paise, doubt };
}
