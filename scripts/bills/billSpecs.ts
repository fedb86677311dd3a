/**
 * Twenty synthetic Indian bills (fuel slips, GST restaurant bills, tolls, hotels) with what a reading
 * must find: drawn by drawBill.ts for the bench and the tests. Every date falls in `fixtureWindow`.
 */
export interface BillSpec {
  name: string;
  lines: string[];
  totalPaise: number;
  day: string;
}

/** The spend window the fixtures are read in (the days a spend of 28/11/2026 may be dated). */
export const fixtureWindow = { first: '2026-10-29', last: '2026-11-28' };

const rupees = (paise: number) =>
  `${new Intl.NumberFormat('en-IN').format(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const signs = ['Rs.', '₹', 'INR', 'Rs'] as const;

function fuel(n: number, day: string, litres: number, rate: number): BillSpec {
  const totalPaise = Math.round(litres * rate * 100);
  return {
    name: `fuel-${String(n)}`,
    day,
    totalPaise,
    lines: [
      ['SHREE BALAJI FUELS', 'HP PETROL PUMP', 'INDIAN OIL COCO', 'SAI SERVICE STATION', 'BHARAT PETROLEUM'][
        n
      ] ?? 'FUELS',
      'Pune Bangalore Highway',
      `Receipt No: ${String(4310 + n)}`,
      `Date: ${ddmmyyyy(day)}  Time: 1${String(n)}:2${String(n)}`,
      'Product: Petrol',
      `Rate (Rs/L): ${rate.toFixed(2)}`,
      `Volume (L): ${litres.toFixed(2)}`,
      `Amount: ${signs[n % 4] ?? 'Rs.'} ${rupees(totalPaise)}`,
      'Thank you. Drive safe.',
    ],
  };
}

function restaurant(n: number, day: string, items: [string, number, number][]): BillSpec {
  const net = items.reduce((sum, [, qty, paise]) => sum + qty * paise, 0);
  const tax = Math.round(net * 0.025);
  const totalPaise = net + 2 * tax;
  return {
    name: `restaurant-${String(n)}`,
    day,
    totalPaise,
    lines: [
      ['HOTEL SAI PALACE', 'CAFE MADRAS', 'SPICE ROUTE', 'ANNAPURNA VEG', 'GREEN LEAF DINING'][n] ?? 'CAFE',
      'TAX INVOICE',
      'GSTIN: 27AAPFU0939F1ZV',
      `Bill No: ${String(210 + n)}   Date: ${ddmmyyyy(day)}`,
      'Item               Qty     Amount',
      ...items.map(
        ([item, qty, paise]) =>
          `${item.padEnd(18)} ${String(qty).padStart(3)} ${rupees(qty * paise).padStart(10)}`,
      ),
      `Sub Total                ${rupees(net).padStart(10)}`,
      `CGST 2.5%                ${rupees(tax).padStart(10)}`,
      `SGST 2.5%                ${rupees(tax).padStart(10)}`,
      `Grand Total   ${signs[n % 4] ?? 'Rs.'} ${rupees(totalPaise)}`,
    ],
  };
}

function toll(n: number, day: string, fee: number): BillSpec {
  return {
    name: `toll-${String(n)}`,
    day,
    totalPaise: fee * 100,
    lines: [
      [
        'KHED SHIVAPUR TOLL PLAZA',
        'TALEGAON TOLL PLAZA',
        'ANEWADI TOLL PLAZA',
        'KINI TOLL PLAZA',
        'URSE TOLL PLAZA',
      ][n] ?? 'TOLL',
      'NHAI  NH-48',
      `Ticket No: ${String(88100 + n * 7)}`,
      `Date: ${ddmmyyyy(day)} 0${String(n + 1)}:15`,
      `Vehicle No: MH12AB${String(1200 + n)}`,
      'Car/Jeep/Van  Single Journey',
      `Fee: Rs. ${String(fee)}.00`,
      'Have a safe journey',
    ],
  };
}

function hotel(n: number, arrival: string, departure: string, nightly: number, nights: number): BillSpec {
  const room = nightly * nights * 100;
  const tax = Math.round(room * 0.06);
  const totalPaise = room + 2 * tax;
  return {
    name: `hotel-${String(n)}`,
    day: departure,
    totalPaise,
    lines: [
      ['HOTEL SHREYAS', 'TREEBO RIVERSIDE', 'HOTEL PANCHVATI', 'LOTUS RESIDENCY', 'HOTEL GREEN PARK'][n] ??
        'HOTEL',
      'GSTIN: 27AAPFU0939F1ZV',
      `Invoice No: H-${String(705 + n)}`,
      `Arrival: ${ddmmyyyy(arrival)}   Departure: ${ddmmyyyy(departure)}`,
      `Room charges (${String(nights)} x ${String(nightly)}.00)   ${rupees(room)}`,
      `CGST 6%                     ${rupees(tax)}`,
      `SGST 6%                     ${rupees(tax)}`,
      `Total Amount  ${signs[(n + 1) % 4] ?? 'Rs.'} ${rupees(totalPaise)}`,
      `Date: ${ddmmyyyy(departure)}`,
    ],
  };
}

export const billSpecs: readonly BillSpec[] = [
  fuel(0, '2026-11-02', 4.8, 104.21),
  fuel(1, '2026-11-07', 10.25, 103.44),
  fuel(2, '2026-11-12', 20, 92.15),
  fuel(3, '2026-11-18', 7.5, 105.02),
  fuel(4, '2026-11-26', 15.06, 104.71),
  restaurant(0, '2026-11-03', [
    ['Masala Dosa', 2, 12000],
    ['Filter Coffee', 4, 4800],
  ]),
  restaurant(1, '2026-11-09', [
    ['Veg Thali', 3, 24000],
    ['Lassi', 3, 6500],
    ['Papad', 2, 3000],
  ]),
  restaurant(2, '2026-11-14', [
    ['Paneer Tikka', 1, 32000],
    ['Butter Naan', 4, 6000],
  ]),
  restaurant(3, '2026-11-20', [
    ['Idli Vada', 2, 9000],
    ['Tea', 2, 2500],
  ]),
  restaurant(4, '2026-11-27', [
    ['Biryani', 2, 28000],
    ['Raita', 2, 6000],
    ['Water', 1, 2000],
  ]),
  toll(0, '2026-11-01', 115),
  toll(1, '2026-11-08', 90),
  toll(2, '2026-11-15', 235),
  toll(3, '2026-11-22', 75),
  toll(4, '2026-11-28', 140),
  hotel(0, '2026-11-02', '2026-11-04', 1800, 2),
  hotel(1, '2026-11-10', '2026-11-11', 2450, 1),
  hotel(2, '2026-11-16', '2026-11-19', 1500, 3),
  hotel(3, '2026-11-21', '2026-11-23', 3200, 2),
  hotel(4, '2026-11-24', '2026-11-25', 2750, 1),
];
