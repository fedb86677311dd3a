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

/**
 * The month's vouchers as a Tally Prime XML import (Gateway of Tally > Import > Transactions): an
 * ENVELOPE whose REQUESTDATA holds one TALLYMESSAGE per voucher. Each voucher carries a stable
 * VOUCHERNUMBER and REMOTEID, so importing the same file again alters the vouchers it made before
 * instead of adding them twice.
 */
export function tallyXml(vouchers: readonly Voucher[]): string {
  const envelope = {
    ENVELOPE: {
      HEADER: { TALLYREQUEST: 'Import Data' },
      BODY: {
        IMPORTDATA: {
          REQUESTDESC: { REPORTNAME: 'Vouchers' },
          REQUESTDATA: {
            TALLYMESSAGE: vouchers.map((voucher) => ({
              '@xmlns:UDF': 'TallyUDF',
              ...voucherElement(voucher),
            })),
          },
        },
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(envelope)}`;
}
