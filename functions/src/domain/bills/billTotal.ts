import {
  amountsIn,
  COUNT_LINE,
  LESS_LINE,
  NOT_MONEY_LINE,
  NOT_PART_LINE,
  PAID_LINE,
  PART_TOTAL_LINE,
  SUBTOTAL_LINE,
  TOTAL_LINE,
  withoutFirstDigit,
  type PrintedAmount,
} from './billAmounts.js';

export interface TotalRead {
  paise: number;
  /** A rule guessed the figure, or the bill's own arithmetic or OCR's confidence does not back it. */
  doubt: boolean;
}

type Candidate = PrintedAmount & { line: string };

/** The amounts of the lines `words` picks, with an amount alone on the line after a bare one. */
function amountsOnLines(
  lines: readonly string[],
  picks: (line: string) => boolean,
  words?: RegExp,
): Candidate[] {
  const candidates: Candidate[] = [];
  lines.forEach((line, index) => {
    if (!picks(line)) return;
    // Only what follows the words ('Fee: Rs. 90'): a figure before them is another column's.
    const at = words ? (words.exec(line)?.index ?? 0) : 0;
    const amounts = amountsIn(line.slice(at));
    const next = lines[index + 1] ?? '';
    if (amounts.length === 0 && /^[^\p{L}]*$/u.test(next))
      candidates.push(...amountsIn(next).map((amount) => ({ ...amount, line: next })));
    candidates.push(...amounts.map((amount) => ({ ...amount, line })));
  });
  return candidates;
}

const totalLine = (line: string) =>
  TOTAL_LINE.test(line) && !SUBTOTAL_LINE.test(line) && !COUNT_LINE.test(line) && !LESS_LINE.test(line);
/** A fee named for what it pays for is a part of the fare, never what was paid. */
const NAMED_FEE = /\b(convenience|booking|service|platform|insurance|surge|waiting|reservation|tatkal)\b/i;
const partTotalLine = (line: string) =>
  PART_TOTAL_LINE.test(line) &&
  !NAMED_FEE.test(line) &&
  !TOTAL_LINE.test(line) &&
  !SUBTOTAL_LINE.test(line) &&
  !COUNT_LINE.test(line) &&
  !NOT_PART_LINE.test(line) &&
  !LESS_LINE.test(line);

/**
 * Each part the total should add up to, in paise (its line's last amount printed with paise): items,
 * taxes and fees added, discounts taken off; never a subtotal, taxable value, tendered cash, change,
 * a refund or a round-off. `parts` are the lines that state a total only when no total line does.
 */
function pieces(lines: readonly string[], withParts: boolean): number[] {
  return lines.flatMap((line) => {
    if (totalLine(line) || SUBTOTAL_LINE.test(line) || NOT_MONEY_LINE.test(line)) return [];
    if (NOT_PART_LINE.test(line) || PAID_LINE.test(line) || /\bround/i.test(line)) return [];
    if (!withParts && partTotalLine(line)) return [];
    const last = amountsIn(line)
      .filter((amount) => amount.decimals)
      .at(-1);
    if (!last) return [];
    return [LESS_LINE.test(line) ? -last.paise : last.paise];
  });
}

/** The amount on the first line `words` picks that has one: its last with paise, else its first. */
function amountOn(lines: readonly string[], words: RegExp): PrintedAmount | undefined {
  for (const line of lines) {
    if (!words.test(line)) continue;
    const amounts = amountsIn(line);
    const priced = amounts.filter((amount) => amount.decimals).at(-1) ?? amounts[0];
    if (priced) return priced;
  }
  return undefined;
}

/** What the bill's arithmetic says, and by how much a printed total may differ from it. */
interface Arithmetic {
  paise: number;
  tolerance: number;
}

/**
 * What the bill's own arithmetic says the total is, when it shows it: a fuel slip's rate times its
 * volume (printed to 10 ml, so within half a paisa-litre of the rate), or the sum of the parts,
 * exactly, or within a printed round-off; undefined when the bill shows neither.
 */
function arithmeticTotal(lines: readonly string[], parts: readonly number[]): Arithmetic | undefined {
  const rate = amountOn(lines, /\brate\b/i);
  const volume = amountOn(lines, /\b(volume|litres?|ltrs?)\b/i);
  if (rate && volume) return fuelArithmetic(lines, rate, volume);
  if (parts.length === 0) return undefined;
  const roundOff = amountOn(
    lines.map((line) => line.replace(/[-+]\s?(?=\d)/g, ' ')),
    /\bround/i,
  );
  // A round-off takes the total to a whole rupee, so it is under a rupee.
  const tolerance = roundOff && roundOff.paise < 100 ? roundOff.paise : 0;
  return { paise: parts.reduce((sum, paise) => sum + paise, 0), tolerance };
}

/**
 * A fuel slip's rate times its volume, within half a paisa-litre of the rate; a rate whose first digit
 * is a colon OCR read as '1' ('Rate (Rs/L) 192.15' for ': 92.15') is taken without it when that gives
 * the slip's amount.
 */
function fuelArithmetic(lines: readonly string[], rate: PrintedAmount, volume: PrintedAmount): Arithmetic {
  const times = (ratePaise: number) => ({
    paise: Math.round((ratePaise * volume.paise) / 100),
    tolerance: Math.ceil(ratePaise / 200),
  });
  const printed = times(rate.paise);
  const signless = withoutFirstDigit(rate);
  if (signless === undefined || !rate.digits.startsWith('1')) return printed;
  const other = times(signless);
  const amounts = amountsOnLines(lines, partTotalLine).concat(amountsOnLines(lines, totalLine));
  return amounts.some((amount) => Math.abs(amount.paise - other.paise) <= other.tolerance) ? other : printed;
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

const agrees = (paise: number, expected: Arithmetic | undefined) =>
  expected !== undefined && Math.abs(expected.paise - paise) <= expected.tolerance;

/** How many times the other money on the bill a total may be before it is doubted. */
const FAR_FROM_OTHERS = 8;

/**
 * The bill's total: the largest amount on a line that states one (a 'Total', else an 'Amount', 'Fare'
 * or 'Fee'), a lost decimal point put back, a rupee sign read as a leading digit dropped when the
 * bill's own arithmetic shows it. It is given with a doubt when a rule guessed it, when the arithmetic
 * disagrees with it, when it is below an amount printed elsewhere or far above all of them, or when
 * OCR was unsure of its digits (`unsure`: the words it read with low confidence).
 */
export function totalOf(lines: readonly string[], unsure: readonly string[] = []): TotalRead | null {
  const totals = amountsOnLines(lines, totalLine);
  const candidates = totals.length > 0 ? totals : amountsOnLines(lines, partTotalLine, PART_TOTAL_LINE);
  const parts = pieces(lines, totals.length > 0);
  const largestPiece = Math.max(0, ...parts);
  const expected = arithmeticTotal(lines, parts);
  let best: (TotalRead & { line: string }) | null = null;
  for (const candidate of candidates) {
    const repaired = lostPoint(candidate, largestPiece);
    let paise = repaired ? Math.round(candidate.paise / 100) : candidate.paise;
    const signless = withoutFirstDigit(candidate);
    const signRead = !agrees(paise, expected) && signless !== undefined && agrees(signless, expected);
    if (signRead) paise = signless;
    if (paise > 0 && (best === null || paise > best.paise))
      best = { paise, doubt: repaired, line: candidate.line };
  }
  if (best === null) return null;
  const total = best.paise;
  // Other money on the bill: amounts printed with paise (a booth's or a table's number is not money).
  const others = lines
    .filter((line) => !NOT_MONEY_LINE.test(line))
    .flatMap(amountsIn)
    .filter((amount) => amount.decimals)
    .map((amount) => amount.paise)
    .filter((paise) => paise !== total);
  const far = expected === undefined && others.length > 0 && total > FAR_FROM_OTHERS * Math.max(...others);
  // The bill's own sums giving the total back outweigh OCR's doubt about its digits.
  const confirmed = agrees(total, expected);
  const doubt =
    best.doubt ||
    total + (expected?.tolerance ?? 0) < largestPiece ||
    (expected !== undefined && !confirmed) ||
    far ||
    (!confirmed && unsure.some((word) => /\d/.test(word) && best.line.includes(word)));
  return { paise: total, doubt };
}
