import { addDays, dates, esc, gstin, halves, plain, rupees, seeded, type ReceiptSpec } from './receiptKit.js';

/** A printed invoice: a wide sheet, a serif or sans face, ruled tables. */
const invoiceStyle = `<style>
  .invoice { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 13px; line-height: 1.35;
    background: #fff; color: #1d1d1d; padding: 26px 28px 34px; }
  .invoice.serif { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 14px; }
  .invoice h1 { font-size: 22px; margin: 0; text-align: center; letter-spacing: 1px; }
  .invoice .c { text-align: center; } .invoice .b { font-weight: bold; } .invoice .muted { color: #555; }
  .invoice .title { text-align: center; font-weight: bold; margin: 10px 0 6px; font-size: 15px; }
  .invoice table { width: 100%; border-collapse: collapse; margin-top: 8px; }
  .invoice th, .invoice td { border: 1px solid #777; padding: 3px 6px; text-align: left; vertical-align: top; }
  .invoice th { background: #eee; } .invoice td.n, .invoice th.n { text-align: right; }
  .invoice .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 2px 24px; margin-top: 8px; }
  .invoice .sign { margin-top: 26px; display: flex; justify-content: space-between; }
</style>`;
const sheet = (cls: string, body: string[]) =>
  `${invoiceStyle}<div id="receipt" class="invoice ${cls}">${body.join('')}</div>`;
const field = (label: string, value: string) =>
  `<div><span class="muted">${esc(label)}:</span> ${esc(value)}</div>`;
const cells = (values: string[], numeric: number[] = []) =>
  `<tr>${values.map((value, index) => `<td${numeric.includes(index) ? ' class="n"' : ''}>${esc(value)}</td>`).join('')}</tr>`;

const hotels = [
  ['HOTEL SHREYAS', 'Apte Road, Deccan, Pune 411004', '27', 'AAFCS4821K'],
  ['TREEBO TREND RIVERSIDE', 'Near Rly Station, Kolhapur 416001', '27', 'AAGCR7713M'],
  ['HOTEL PANCHAVATI', 'Vakilwadi, Nashik 422002', '27', 'AABFP2290E'],
  ['LOTUS RESIDENCY', 'MG Road, Bengaluru 560001', '29', 'AADFL6624Q'],
  ['HOTEL GREEN PARK', 'Begumpet, Hyderabad 500016', '36', 'AACCG5538H'],
] as const;

export interface HotelStay {
  arrival: string;
  nights: number;
  tariff: number;
  food?: number;
  advance?: number;
}

/** A hotel's tax invoice: a row per night, food, 12 % GST, an advance taken off the balance. */
export function hotelInvoice(n: number, stay: HotelStay): ReceiptSpec {
  const random = seeded(`hotel-${String(n)}`);
  const [name, address, state, pan] = hotels[n % hotels.length] ?? hotels[0];
  const printedGstin = gstin(state, pan);
  const departure = addDays(stay.arrival, stay.nights);
  const room = stay.tariff * stay.nights * 100;
  const food = (stay.food ?? 0) * 100;
  const roomTax = halves(room, 12);
  const foodTax = halves(food, 5);
  const totalPaise = room + food + 2 * roomTax + 2 * foodTax;
  const format = n % 2 ? dates.slash : dates.monthDash;
  const nights = Array.from({ length: stay.nights }, (_, night) =>
    cells(
      [
        format(addDays(stay.arrival, night)),
        `Room Tariff (Room ${String(101 + n * 7)})`,
        '996311',
        plain(stay.tariff * 100),
      ],
      [3],
    ),
  );
  return {
    name: `hotel-${String(n)}`,
    kind: 'hotel',
    day: departure,
    totalPaise,
    gstin: printedGstin,
    width: 600,
    html: sheet(n % 2 ? 'serif' : '', [
      `<h1>${esc(name)}</h1>`,
      `<div class="c">${esc(address)}</div>`,
      `<div class="c">Ph: +91 ${String(9800000000 + Math.floor(random() * 99999999))} | GSTIN: ${printedGstin}</div>`,
      '<div class="title">TAX INVOICE</div>',
      '<div class="grid">',
      field('Invoice No', `INV/${String(2600 + Math.floor(random() * 900))}`),
      field('Invoice Date', format(departure)),
      field(
        'Guest Name',
        ['Mr. Rahul Patil', 'Ms. Sneha Kulkarni', 'Mr. Amit Shah', 'Mr. Vikram Rao', 'Ms. Priya Nair'][
          n % 5
        ] ?? 'Guest',
      ),
      field('Room No', String(101 + n * 7)),
      field('Arrival', `${format(stay.arrival)} 1${String(2 + (n % 3))}:30`),
      field('Departure', `${format(departure)} 11:00`),
      field('No. of Nights', String(stay.nights)),
      field('Pax', String(1 + (n % 2))),
      '</div>',
      `<table><tr><th>Date</th><th>Particulars</th><th>SAC</th><th class="n">Amount (Rs)</th></tr>${nights.join('')}${
        food ? cells([format(departure), 'Restaurant / Room Service', '996331', plain(food)], [3]) : ''
      }${cells(['', 'CGST @ 6% on Room', '', plain(roomTax)], [3])}${cells(['', 'SGST @ 6% on Room', '', plain(roomTax)], [3])}${
        food
          ? cells(['', 'CGST @ 2.5% on F&B', '', plain(foodTax)], [3]) +
            cells(['', 'SGST @ 2.5% on F&B', '', plain(foodTax)], [3])
          : ''
      }<tr><td></td><td class="b">Grand Total</td><td></td><td class="n b">${rupees(totalPaise)}</td></tr>${
        stay.advance
          ? cells(['', 'Less: Advance Received', '', plain(stay.advance * 100)], [3]) +
            cells(['', 'Balance Payable', '', plain(totalPaise - stay.advance * 100)], [3])
          : ''
      }</table>`,
      `<div style="margin-top:8px">Amount in words: ${esc(amountInWords(totalPaise))}</div>`,
      '<div class="sign"><span>Guest Signature</span><span>For ' +
        esc(name) +
        '<br>Authorised Signatory</span></div>',
    ]),
  };
}

/** 'Rupees Four Thousand Thirty Two Only' (whole rupees; paise named when present). */
function amountInWords(paise: number): string {
  const ones = [
    '',
    'One',
    'Two',
    'Three',
    'Four',
    'Five',
    'Six',
    'Seven',
    'Eight',
    'Nine',
    'Ten',
    'Eleven',
    'Twelve',
    'Thirteen',
    'Fourteen',
    'Fifteen',
    'Sixteen',
    'Seventeen',
    'Eighteen',
    'Nineteen',
  ];
  const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
  const below100 = (value: number) =>
    value < 20
      ? (ones[value] ?? '')
      : `${tens[Math.floor(value / 10)] ?? ''} ${ones[value % 10] ?? ''}`.trim();
  const below1000 = (value: number) =>
    [value >= 100 ? `${ones[Math.floor(value / 100)] ?? ''} Hundred` : '', below100(value % 100)]
      .filter(Boolean)
      .join(' ');
  const rupeesPart = Math.floor(paise / 100);
  const words = [
    rupeesPart >= 100000 ? `${below100(Math.floor(rupeesPart / 100000))} Lakh` : '',
    rupeesPart % 100000 >= 1000 ? `${below100(Math.floor((rupeesPart % 100000) / 1000))} Thousand` : '',
    below1000(rupeesPart % 1000),
  ].filter(Boolean);
  const paisePart = paise % 100 ? ` and ${below100(paise % 100)} Paise` : '';
  return `Rupees ${words.join(' ')}${paisePart} Only`;
}

const trains = [
  ['12127', 'MUMBAI PUNE INT', 'CSMT', 'PUNE', 'CC'],
  ['11301', 'UDYAN EXPRESS', 'PUNE', 'SBC', '3A'],
  ['12779', 'GOA EXPRESS', 'PUNE', 'MAO', 'SL'],
  ['12263', 'PUNE NZM DURONTO', 'PUNE', 'NZM', '2A'],
  ['17031', 'MUMBAI HYDERABAD EXP', 'PUNE', 'HYB', '3A'],
] as const;

/** An IRCTC e-ticket: booked days before the journey; ticket fare, convenience fee, the total fare. */
export function irctcTicket(
  n: number,
  booked: string,
  journey: string,
  farePerHead: number,
  passengers: number,
): ReceiptSpec {
  const random = seeded(`rail-${String(n)}`);
  const [number, train, from, to, travelClass] = trains[n % trains.length] ?? trains[0];
  const fare = farePerHead * passengers * 100;
  const convenience = n % 2 ? 1180 : 2360;
  const insurance = n % 3 ? 45 * passengers : 0;
  const totalPaise = fare + convenience + insurance;
  const names = ['RAHUL PATIL', 'SNEHA PATIL', 'AMIT DESHMUKH', 'KAVITA JOSHI'];
  return {
    name: `rail-${String(n)}`,
    kind: 'rail',
    day: journey,
    totalPaise,
    width: 640,
    html: sheet('', [
      '<div style="display:flex;justify-content:space-between;align-items:center"><span class="b" style="font-size:18px;color:#1a3d7c">IRCTC</span><span class="b">Electronic Reservation Slip (ERS)</span><span class="muted">Normal User</span></div>',
      '<div class="grid">',
      field('PNR', String(4100000000 + Math.floor(random() * 899999999))),
      field('Train No./Name', `${number} / ${train}`),
      field('Class', travelClass),
      field('Quota', 'GENERAL (GN)'),
      field('Booked From', from),
      field('To', to),
      field(
        'Booking Date',
        `${dates.monthDash(booked)} ${String(9 + (n % 10))}:${String(10 + n * 7)}:2${String(n)} HRS`,
      ),
      field('Date of Journey', dates.monthDash(journey)),
      field(
        'Departure*',
        `${String(6 + n * 3).padStart(2, '0')}:${n % 2 ? '15' : '40'} ${dates.monthDash(journey)}`,
      ),
      field('Distance', `${String(190 + n * 160)} KM`),
      '</div>',
      `<table><tr><th>#</th><th>Name</th><th>Age</th><th>Gender</th><th>Booking Status</th><th>Current Status</th></tr>${Array.from(
        { length: passengers },
        (_, index) =>
          cells([
            String(index + 1),
            names[index] ?? 'PASSENGER',
            String(24 + index * 9),
            index % 2 ? 'F' : 'M',
            `CNF/B${String(2 + n)}/${String(11 + index)}`,
            'CNF',
          ]),
      ).join('')}</table>`,
      '<div class="b" style="margin-top:10px">Payment Details</div>',
      `<table>${cells(['Ticket Fare', `₹ ${rupees(fare)}`], [1])}${cells(['IRCTC Convenience Fee (Incl. of GST)', `₹ ${rupees(convenience)}`], [1])}${
        insurance ? cells(['Travel Insurance Premium (Incl. of GST)', `₹ ${rupees(insurance)}`], [1]) : ''
      }<tr><td class="b">Total Fare (all inclusive)</td><td class="n b">₹ ${rupees(totalPaise)}</td></tr></table>`,
      '<div class="muted" style="margin-top:8px;font-size:11px">* Departure time shown is at the boarding station. The ticket is valid with a photo ID in original.</div>',
    ]),
  };
}
