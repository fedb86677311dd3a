import { dates, esc, gstin, halves, plain, rupees, seeded, type ReceiptSpec } from './receiptKit.js';
import { line, row, rule, slip } from './thermalSlip.js';

const eateries = [
  ['HOTEL SAI PALACE', 'Pure Veg Family Restaurant', 'FC Road, Shivajinagar, Pune 411005', '27'],
  ['UDUPI KRISHNA BHAVAN', 'South Indian Veg', 'Jayanagar 4th Block, Bengaluru 560011', '29'],
  ['THE PUNJABI DHABA', 'Since 1987', 'GT Karnal Road, Delhi 110033', '07'],
  ['SARAVANA CAFE', 'Veg Restaurant', 'T. Nagar, Chennai 600017', '33'],
  ['CAFE GOODLUCK', 'Irani Cafe', 'Deccan Gymkhana, Pune 411004', '27'],
] as const;

export interface RestaurantBill {
  items: [string, number, number][];
  discountPercent?: number;
  /** Prints a 'Taxable Value' line after the discount. */
  taxableLine?: boolean;
  /** Rounds the total to whole rupees with a 'Round Off' line. */
  roundOff?: boolean;
  /** Prints 'Cash Tendered' and 'Change Returned'. */
  tendered?: number;
  pan?: string;
}

/** A restaurant's GST bill at 5 %: items, maybe a discount, a taxable value, a round-off, the change. */
export function restaurantBill(n: number, day: string, bill: RestaurantBill): ReceiptSpec {
  const random = seeded(`restaurant-${String(n)}`);
  const [name, tagline, address, state] = eateries[n % eateries.length] ?? eateries[0];
  const printedGstin = bill.pan ? gstin(state, bill.pan) : undefined;
  const subTotal = bill.items.reduce((sum, [, qty, paise]) => sum + qty * paise, 0);
  const discount = bill.discountPercent ? Math.round((subTotal * bill.discountPercent) / 100) : 0;
  const taxable = subTotal - discount;
  const tax = halves(taxable, 5);
  const exact = taxable + 2 * tax;
  const totalPaise = bill.roundOff ? Math.round(exact / 100) * 100 : exact;
  const roundOff = totalPaise - exact;
  const time = `${String(12 + Math.floor(random() * 10))}:${String(Math.floor(random() * 60)).padStart(2, '0')}`;
  return {
    name: `restaurant-${String(n)}`,
    kind: 'restaurant',
    day,
    totalPaise,
    ...(printedGstin ? { gstin: printedGstin } : {}),
    width: 320,
    html: slip('#262626', [
      line(name, 'c b big'),
      line(tagline, 'c'),
      line(address, 'c'),
      ...(printedGstin ? [line(`GSTIN: ${printedGstin}`, 'c')] : []),
      line(`FSSAI Lic No: 1${String(1500000000000 + Math.floor(random() * 99999999999))}`, 'c'),
      line('TAX INVOICE', 'c b'),
      rule,
      row(
        `Bill No: ${String(1000 + Math.floor(random() * 8999))}`,
        `Table: ${String(Math.floor(random() * 20) + 1)}`,
      ),
      row(`Date: ${n % 2 ? dates.slash(day) : dates.dash(day)}`, `Time: ${time}`),
      row('Cashier: admin', `Pax: ${String(Math.floor(random() * 4) + 1)}`),
      rule,
      `<table><tr><td>Item</td><td class="n">Qty</td><td class="n">Rate</td><td class="n">Amount</td></tr>${bill.items
        .map(
          ([item, qty, paise]) =>
            `<tr><td>${esc(item)}</td><td class="n">${String(qty)}</td><td class="n">${plain(paise)}</td><td class="n">${plain(qty * paise)}</td></tr>`,
        )
        .join('')}</table>`,
      rule,
      row(`Total Qty: ${String(bill.items.reduce((sum, [, qty]) => sum + qty, 0))}`, ''),
      row('Sub Total', plain(subTotal)),
      ...(discount ? [row(`Discount @${String(bill.discountPercent)}%`, `-${plain(discount)}`)] : []),
      ...(bill.taxableLine ? [row('Taxable Value', plain(taxable))] : []),
      row('CGST @2.5%', plain(tax)),
      row('SGST @2.5%', plain(tax)),
      ...(bill.roundOff ? [row('Round Off', `${roundOff < 0 ? '-' : '+'}${plain(Math.abs(roundOff))}`)] : []),
      rule,
      row('Grand Total', `Rs. ${rupees(totalPaise)}`, 'b big'),
      rule,
      ...(bill.tendered
        ? [
            row('Cash Tendered', plain(bill.tendered * 100)),
            row('Change Returned', plain(bill.tendered * 100 - totalPaise)),
          ]
        : [row('Paid by', n % 2 ? 'UPI' : 'CARD')]),
      rule,
      line('Thank you! Visit again', 'c'),
    ]),
  };
}
