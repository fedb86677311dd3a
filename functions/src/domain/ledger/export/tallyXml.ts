import XMLBuilder from 'fast-xml-builder';
import { rupeesText } from './journalCsv.js';
import type { LedgerGroup } from './ledgerNames.js';
import type { Voucher } from './vouchers.js';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  indentBy: ' ',
  // Escapes &, <, >, " and ' in text and attributes.
  processEntities: true,
});

/** Characters XML 1.0 cannot carry at all (a reason pasted with a control character). */
const NOT_XML = /(?![\t\n\r])\p{Cc}|[\uFFFE\uFFFF]/gu;
const xmlText = (text: string): string => text.replace(NOT_XML, '');

/** 2026-10-15 -> 20261015, as Tally dates a voucher. */
export const tallyDate = (day: string): string => day.replaceAll('-', '');

/**
 * One line as Tally writes it: a debit is ISDEEMEDPOSITIVE Yes with a negative AMOUNT, a credit No
 * with a positive one.
 */
const ledgerEntry = (line: Voucher['lines'][number]) => ({
  LEDGERNAME: xmlText(line.ledger),
  ISDEEMEDPOSITIVE: line.paise > 0 ? 'Yes' : 'No',
  AMOUNT: rupeesText(-line.paise),
});

const voucherElement = (voucher: Voucher) => ({
  VOUCHER: {
    '@REMOTEID': voucher.remoteId,
    '@VCHTYPE': voucher.type,
    '@ACTION': 'Create',
    '@OBJVIEW': 'Accounting Voucher View',
    DATE: tallyDate(voucher.day),
    EFFECTIVEDATE: tallyDate(voucher.day),
    GUID: voucher.remoteId,
    VOUCHERTYPENAME: voucher.type,
    VOUCHERNUMBER: voucher.number,
    PARTYLEDGERNAME: xmlText(voucher.party),
    PERSISTEDVIEW: 'Accounting Voucher View',
    NARRATION: xmlText(voucher.narration),
    'ALLLEDGERENTRIES.LIST': voucher.lines.map(ledgerEntry),
  },
});

interface LedgerMaster {
  name: string;
  group: LedgerGroup;
}

/** Every ledger the vouchers use, once, by group then name: the masters Tally needs before them. */
export function ledgerMasters(vouchers: readonly Voucher[]): LedgerMaster[] {
  const masters = new Map<string, LedgerGroup>();
  for (const line of vouchers.flatMap((voucher) => voucher.lines)) masters.set(line.ledger, line.group);
  return [...masters]
    .map(([name, group]) => ({ name, group }))
    .sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));
}

// No ACTION: Tally creates a ledger it lacks and treats one it has by IMPORTDUPS (left as it is).
const ledgerElement = ({ name, group }: LedgerMaster) => ({
  LEDGER: {
    '@NAME': xmlText(name),
    'NAME.LIST': { NAME: xmlText(name) },
    PARENT: group,
    ISBILLWISEON: 'No',
  },
});

/**
 * One import request as Tally's XML interface describes it: a HEADER with the message format's
 * VERSION and TALLYREQUEST Import Data, then IMPORTDATA naming the import (REPORTNAME 'All Masters' or
 * 'Vouchers') with its STATICVARIABLES, and REQUESTDATA with one TALLYMESSAGE per object.
 */
function importRequest(
  report: 'All Masters' | 'Vouchers',
  statics: Record<string, string>,
  messages: readonly object[],
): string {
  const envelope = {
    ENVELOPE: {
      HEADER: { VERSION: '1', TALLYREQUEST: 'Import Data' },
      BODY: {
        IMPORTDATA: {
          REQUESTDESC: {
            REPORTNAME: report,
            ...(Object.keys(statics).length === 0 ? {} : { STATICVARIABLES: statics }),
          },
          REQUESTDATA: {
            TALLYMESSAGE: messages.map((element) => ({ '@xmlns:UDF': 'TallyUDF', ...element })),
          },
        },
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(envelope)}`;
}

const companyOf = (company: string | undefined): Record<string, string> =>
  company === undefined ? {} : { SVCURRENTCOMPANY: xmlText(company) };

/**
 * The month's vouchers as a Tally Prime XML import of transactions (Gateway of Tally > Import >
 * Transactions), one TALLYMESSAGE per voucher. Each voucher carries a stable VOUCHERNUMBER and
 * REMOTEID, so importing the same file again alters the vouchers it made before instead of adding
 * them twice. Tally refuses a voucher naming a ledger it lacks: the masters file (tallyMastersXml)
 * goes in first. `company` names the company to import into (SVCURRENTCOMPANY); without it, the one
 * open in Tally.
 */
export function tallyXml(vouchers: readonly Voucher[], { company }: { company?: string } = {}): string {
  return importRequest('Vouchers', companyOf(company), vouchers.map(voucherElement));
}

/**
 * The LEDGER masters the month's vouchers use, as Tally Prime's import of masters (Gateway of Tally >
 * Import > Masters): staff under Sundry Creditors, advances under Loans & Advances (Asset), Bank
 * Accounts, Cash-in-Hand, expense heads under Indirect Expenses. Safe to import again into a company
 * that has them: no master says ACTION Create, and IMPORTDUPS @@DUPIGNORE leaves a ledger the company
 * already keeps as the accountant keeps it (its group, its opening balance).
 */
export function tallyMastersXml(
  vouchers: readonly Voucher[],
  { company }: { company?: string } = {},
): string {
  const statics = { IMPORTDUPS: '@@DUPIGNORE', ...companyOf(company) };
  return importRequest('All Masters', statics, ledgerMasters(vouchers).map(ledgerElement));
}
