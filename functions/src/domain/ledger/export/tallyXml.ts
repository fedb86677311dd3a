import XMLBuilder from 'fast-xml-builder';
import { rupeesText } from './journalCsv.js';
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

/** Every ledger the vouchers use, once, by group then name: the masters Tally needs before them. */
function ledgerMasters(vouchers: readonly Voucher[]): { name: string; group: string }[] {
  const masters = new Map<string, string>();
  for (const line of vouchers.flatMap((voucher) => voucher.lines)) masters.set(line.ledger, line.group);
  return [...masters]
    .map(([name, group]) => ({ name, group }))
    .sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));
}

const ledgerElement = ({ name, group }: { name: string; group: string }) => ({
  LEDGER: {
    '@NAME': xmlText(name),
    '@ACTION': 'Create',
    'NAME.LIST': { NAME: xmlText(name) },
    PARENT: group,
    ISBILLWISEON: 'No',
  },
});

/**
 * The month's vouchers as a Tally Prime XML import (Gateway of Tally > Import > Transactions): an
 * ENVELOPE whose REQUESTDATA holds first a LEDGER master for every ledger the vouchers use (staff
 * under Sundry Creditors, advances under Loans & Advances (Asset), Bank Accounts, Cash-in-Hand,
 * expense heads under Indirect Expenses: Tally refuses a voucher naming a ledger it lacks), then one
 * TALLYMESSAGE per voucher. Each voucher carries a stable VOUCHERNUMBER and REMOTEID, so importing the
 * same file again alters the vouchers it made before instead of adding them twice. `company` names the
 * company to import into (SVCURRENTCOMPANY); without it, the one open in Tally.
 */
export function tallyXml(vouchers: readonly Voucher[], { company }: { company?: string } = {}): string {
  const message = (element: object) => ({ '@xmlns:UDF': 'TallyUDF', ...element });
  const envelope = {
    ENVELOPE: {
      HEADER: { TALLYREQUEST: 'Import Data' },
      BODY: {
        IMPORTDATA: {
          REQUESTDESC: {
            REPORTNAME: 'Vouchers',
            ...(company === undefined ? {} : { STATICVARIABLES: { SVCURRENTCOMPANY: xmlText(company) } }),
          },
          REQUESTDATA: {
            TALLYMESSAGE: [
              ...ledgerMasters(vouchers).map((master) => message(ledgerElement(master))),
              ...vouchers.map((voucher) => message(voucherElement(voucher))),
            ],
          },
        },
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(envelope)}`;
}
