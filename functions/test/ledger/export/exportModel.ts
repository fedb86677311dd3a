import { XMLParser } from 'fast-xml-parser';
import type { ExpenseHead } from '../../../src/domain/ledger/export/ledgerNames.js';
import { linesAmounts, linesPlaces, postingLines } from '../../../src/domain/ledger/lines.js';
import { personDayKey, settlesOf, sideDayKey, type Posting } from '../../../src/domain/ledger/posting.js';
import type { PlaceShare, PostingAmounts } from '../../../src/domain/ledger/postingAmounts.js';

const noWeights: Record<ExpenseHead, number> = { food: 0, fuel: 0, stay: 0, toll: 0, other: 0 };

/**
 * A posting as the book would hold it: only what a test names, the rest zero or absent; its lines made
 * by the book's own line rule from the amounts, the places (all of the approved amount at one unnamed
 * place when none is given) and the expense heads' weights.
 */
export function posting(
  fields: Partial<Omit<Posting, 'amounts' | 'places' | 'lines'>> & {
    amounts?: Partial<PostingAmounts>;
    places?: PlaceShare[];
    weights?: Record<ExpenseHead, number>;
    counter?: string;
    day: string;
    person: string;
  },
): Posting {
  const { amounts: given, places: givenPlaces, weights, counter, ...rest } = fields;
  const amounts = { allocated: 0, claimed: 0, advance: 0, approved: 0, paid: 0, recovered: 0, ...given };
  const places = givenPlaces ?? [
    { place: 'Somewhere', claimed: amounts.claimed, approved: amounts.approved },
  ];
  const lines = postingLines({
    person: fields.person,
    amounts,
    places,
    weights: weights ?? noWeights,
    ...(counter === undefined ? {} : { counter }),
  });
  const base = {
    side: 'sales' as const,
    kind: 'approved' as const,
    personDay: personDayKey(fields.person, fields.day),
    sideDay: sideDayKey(fields.side ?? 'sales', fields.day),
    at: Date.parse(`${fields.day}T06:00:00Z`),
    ...rest,
  };
  return { ...base, lines, amounts: linesAmounts(lines, settlesOf(base)), places: linesPlaces(lines) };
}

/** '-1,234.56' is not Tally's; '-1234.56' -> -123456 paise, read as text so no float rounds it. */
export function paiseOf(amount: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`Not an amount with two decimals: ${amount}`);
  const paise = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '-' ? -paise : paise;
}

export interface ParsedLine {
  ledger: string;
  deemedPositive: string;
  amount: string;
}
export interface ParsedVoucher {
  remoteId: string;
  vchType: string;
  date: string;
  type: string;
  number: string;
  party: string;
  narration: string;
  lines: ParsedLine[];
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The Tally import read back by an XML parser, every value as text. */
export interface ParsedTally {
  version: string | undefined;
  request: string;
  report: string;
  company: string | undefined;
  /** The import's STATICVARIABLES, each as text. */
  statics: Record<string, string>;
  /** The LEDGER masters, in file order, each with its ACTION attribute if it has one. */
  masters: { name: string; parent: string; action: string | undefined; index: number }[];
  vouchers: (ParsedVoucher & { index: number })[];
}

export function parseTally(xml: string): ParsedTally {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
  });
  type Raw = Record<string, unknown>;
  const root = parser.parse(xml) as Raw;
  const envelope = root.ENVELOPE as Raw;
  const importData = (envelope.BODY as Raw).IMPORTDATA as Raw;
  const data = importData.REQUESTDATA as Raw | string;
  const messages = typeof data === 'string' ? [] : asArray(data.TALLYMESSAGE as Raw | Raw[]);
  const masters = messages.flatMap((message, index) => {
    const ledger = message.LEDGER as Raw | undefined;
    if (!ledger) return [];
    const names = (ledger['NAME.LIST'] as Raw).NAME as string;
    expectSame(ledger['@NAME'] as string, names);
    const action = ledger['@ACTION'] as string | undefined;
    return [{ name: names, parent: ledger.PARENT as string, action, index }];
  });
  const vouchers = messages.flatMap((message, index) => {
    const voucher = message.VOUCHER as Raw | undefined;
    if (!voucher) return [];
    return {
      index,
      remoteId: voucher['@REMOTEID'] as string,
      vchType: voucher['@VCHTYPE'] as string,
      date: voucher.DATE as string,
      type: voucher.VOUCHERTYPENAME as string,
      number: voucher.VOUCHERNUMBER as string,
      party: voucher.PARTYLEDGERNAME as string,
      narration: voucher.NARRATION as string,
      lines: asArray(voucher['ALLLEDGERENTRIES.LIST'] as Raw | Raw[]).map((line) => ({
        ledger: line.LEDGERNAME as string,
        deemedPositive: line.ISDEEMEDPOSITIVE as string,
        amount: line.AMOUNT as string,
      })),
    };
  });
  const description = importData.REQUESTDESC as Raw;
  // Without '#text': the white space between the variables.
  const statics = Object.fromEntries(
    Object.entries((description.STATICVARIABLES ?? {}) as Record<string, string>).filter(
      ([name]) => name !== '#text',
    ),
  );
  const header = envelope.HEADER as Raw;
  return {
    version: header.VERSION as string | undefined,
    request: header.TALLYREQUEST as string,
    report: description.REPORTNAME as string,
    company: statics.SVCURRENTCOMPANY,
    statics,
    masters,
    vouchers,
  };
}

function expectSame(a: string, b: string): void {
  if (a !== b) throw new Error(`A ledger master's NAME attribute ${a} is not its NAME ${b}`);
}

/** A CSV as rows of cells (quoted cells, doubled quotes, CRLF), without the byte order mark. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char ?? '';
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char ?? '';
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
