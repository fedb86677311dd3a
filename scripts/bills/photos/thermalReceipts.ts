import { dates, plain, seeded, type ReceiptSpec } from './receiptKit.js';
import { line, row, rule, slip } from './thermalSlip.js';

const pumps = [
  ['INDIAN OIL', 'SAI AUTO SERVICES', 'Pune-Satara Road, Dhankawadi, Pune'],
  ['HP PETROL PUMP', 'M/S BALAJI FUEL POINT', 'NH-48, Khed Shivapur, Pune'],
  ['BHARAT PETROLEUM', 'SHREE GANESH PETROLEUM', 'Old Mumbai Highway, Lonavala'],
  ['NAYARA ENERGY', 'OM SAI FUELS', 'Nashik Road, Sinnar'],
  ['INDIAN OIL COCO', 'COCO KOTHRUD', 'Paud Road, Kothrud, Pune'],
] as const;

/** A petrol pump's slip: rate times volume, or a preset amount the volume follows. */
export function fuelSlip(
  n: number,
  day: string,
  rate: number,
  fill: { litres: number } | { preset: number },
  printedGstin?: string,
): ReceiptSpec {
  const random = seeded(`fuel-${String(n)}`);
  const [brand, dealer, address] = pumps[n % pumps.length] ?? pumps[0];
  const litres = 'litres' in fill ? fill.litres : Math.round((fill.preset / rate) * 100) / 100;
  const totalPaise = 'litres' in fill ? Math.round(litres * rate * 100) : fill.preset * 100;
  const time = `${String(7 + Math.floor(random() * 13)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`;
  const dateText = [dates.slash, dates.slashShort, dates.dash, dates.dot][n % 4]?.(day) ?? dates.slash(day);
  const product = n % 3 === 2 ? 'HSD' : 'PETROL';
  return {
    name: `fuel-${String(n)}`,
    kind: 'fuel',
    day,
    totalPaise,
    ...(printedGstin ? { gstin: printedGstin } : {}),
    width: 290 + (n % 3) * 10,
    html: slip(n % 2 ? '#333' : '#3d3d3d', [
      line('WELCOME', 'c'),
      line(brand, 'c b big'),
      line(dealer, 'c b'),
      line(address, 'c'),
      line(`TEL: 020-2${String(4000000 + Math.floor(random() * 999999))}`, 'c'),
      ...(printedGstin ? [line(`GSTIN: ${printedGstin}`, 'c')] : []),
      rule,
      row('Receipt No.', `: ${String(40000 + Math.floor(random() * 9999)).padStart(6, '0')}`),
      row('FCC ID', `: ${String(Math.floor(random() * 8) + 1)}`),
      row('Nozzle No', `: ${String(Math.floor(random() * 4) + 1)}`),
      row('Product', `: ${product}`),
      row('Rate (Rs/L)', `: ${rate.toFixed(2)}`),
      row('Volume (L)', `: ${litres.toFixed(2)}`),
      ...('preset' in fill ? [row('Preset', `: AMOUNT ${String(fill.preset)}`)] : []),
      row('Amount (Rs)', `: ${plain(totalPaise)}`, 'b'),
      row(
        'Vehicle No',
        `: MH12${['AB', 'KT', 'DE', 'PQ', 'HV'][n % 5] ?? 'AB'}${String(1000 + Math.floor(random() * 8999))}`,
      ),
      row('Mode', `: ${['CASH', 'UPI', 'CARD', 'CASH', 'UPI'][n % 5] ?? 'CASH'}`),
      rule,
      row(`Date: ${dateText}`, `Time: ${time}`),
      rule,
      line('SAVE FUEL, SAVE MONEY', 'c'),
      line('THANK YOU. VISIT AGAIN', 'c'),
    ]),
  };
}

const plazas = [
  ['KHED SHIVAPUR TOLL PLAZA', 'NH-48 Pune-Satara Section', 'Reliance Infrastructure Ltd'],
  ['TALEGAON TOLL PLAZA', 'Mumbai-Pune Expressway', 'IRB Infrastructure'],
  ['ANEWADI TOLL PLAZA', 'NH-48 Satara-Kagal', 'MEP Infrastructure'],
  ['VASHI TOLL NAKA', 'Sion-Panvel Highway', 'MSRDC'],
  ['NAGPUR BYPASS TOLL', 'NH-44 Nagpur-Hyderabad', 'NHAI'],
] as const;

/** A toll plaza's slip: 'Fee: Rs.90/-' and the like, a single or return journey. */
export function tollSlip(n: number, day: string, fee: number, returnFee?: number): ReceiptSpec {
  const random = seeded(`toll-${String(n)}`);
  const [plaza, section, operator] = plazas[n % plazas.length] ?? plazas[0];
  const paid = returnFee ?? fee;
  const time = `${String(Math.floor(random() * 24)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`;
  const feeText = [
    `Fee: Rs.${String(paid)}/-`,
    `Fee : Rs. ${String(paid)}.00`,
    `FEE Rs ${String(paid)}/-`,
    `Toll Fee: Rs.${String(paid)}/-`,
    `Amount : Rs.${String(paid)}.00`,
  ][n % 5];
  return {
    name: `toll-${String(n)}`,
    kind: 'toll',
    day,
    totalPaise: paid * 100,
    width: 280,
    html: slip('#2f2f2f', [
      line('NATIONAL HIGHWAYS AUTHORITY OF INDIA', 'c b'),
      line(plaza, 'c b big'),
      line(section, 'c'),
      line(`Operated by ${operator}`, 'c'),
      rule,
      row('Receipt No', String(881000 + Math.floor(random() * 99999))),
      row('Booth No', String(Math.floor(random() * 12) + 1)),
      row('Date', n % 2 ? dates.slash(day) : dates.dash(day)),
      row('Time', time),
      row(
        'Vehicle No',
        `MH${String(10 + (n % 5))}${['CX', 'BT', 'EF', 'GR', 'AZ'][n % 5] ?? 'CX'}${String(1000 + Math.floor(random() * 8999))}`,
      ),
      row('Vehicle Type', 'Car/Jeep/Van'),
      row('Journey', returnFee ? 'Return' : 'Single'),
      ...(returnFee ? [row('Single Fee', `Rs.${String(fee)}/-`)] : []),
      rule,
      line(feeText ?? `Fee: Rs.${String(paid)}/-`, 'b big'),
      rule,
      line(returnFee ? 'Valid for return within 24 hrs' : 'Valid for single journey only', 'c'),
      line('Use FASTag lanes for faster travel', 'c'),
      line('HAPPY JOURNEY', 'c'),
    ]),
  };
}

const depots = [
  ['PUNE (SWARGATE)', 'SATARA'],
  ['DADAR', 'NASHIK CBS'],
  ['KOLHAPUR', 'SANGLI'],
] as const;

/** An MSRTC conductor's machine ticket: fare, reservation charge, the total paid. */
export function msrtcTicket(n: number, day: string, fare: number, passengers: number): ReceiptSpec {
  const random = seeded(`bus-msrtc-${String(n)}`);
  const [from, to] = depots[n % depots.length] ?? depots[0];
  const reservation = 5 * passengers;
  const asanCharge = 1 * passengers;
  const totalPaise = (fare * passengers + reservation + asanCharge) * 100;
  return {
    name: `bus-${String(n)}`,
    kind: 'bus',
    day,
    totalPaise,
    width: 270,
    html: slip('#333', [
      line('MSRTC', 'c b big'),
      line('MAHARASHTRA STATE ROAD', 'c'),
      line('TRANSPORT CORPORATION', 'c'),
      rule,
      row('Tkt No', String(2200000 + Math.floor(random() * 99999))),
      row('Bus No', `MH14 BT ${String(1000 + Math.floor(random() * 8999))}`),
      row('Service', ['ORDINARY', 'SHIVSHAHI', 'ASIAD'][n % 3] ?? 'ORDINARY'),
      row('From', from),
      row('To', to),
      row('Date', dates.slashShort(day)),
      row(
        'Time',
        `${String(6 + Math.floor(random() * 14)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`,
      ),
      row('Full', String(passengers)),
      row('Half', '0'),
      rule,
      row('Fare', `Rs ${plain(fare * passengers * 100)}`),
      row('Res. Chg', `Rs ${plain(reservation * 100)}`),
      row('Asan Chg', `Rs ${plain(asanCharge * 100)}`),
      row('TOTAL', `Rs ${plain(totalPaise)}`, 'b big'),
      rule,
      line('Conductor No: 4417', 'c'),
      line('HAPPY JOURNEY', 'c'),
    ]),
  };
}
