import { dates, esc, rupees, seeded, type ReceiptSpec } from './receiptKit.js';

const apps = {
  uber: {
    brand: 'Uber',
    colour: '#000',
    font: "'DejaVu Sans', sans-serif",
    fare: 'Trip fare',
    total: 'Total',
  },
  ola: {
    brand: 'OLA',
    colour: '#3a3a3a',
    font: "'Liberation Sans', sans-serif",
    fare: 'Ride Fare',
    total: 'Total Bill',
  },
  rapido: {
    brand: 'rapido',
    colour: '#f9c935',
    font: "'DejaVu Sans', sans-serif",
    fare: 'Ride Fare',
    total: 'Total',
  },
} as const;

export interface CabRide {
  app: keyof typeof apps;
  rider: string;
  farePaise: number;
  bookingPaise: number;
  /** Tolls, waiting charges: lines that add to the total. */
  extras?: [string, number][];
  discountPaise?: number;
  time: string;
}

/** A cab app's e-mailed receipt: light grey labels, a big total, 'Nov 14, 2026 8:42 PM', a thank-you. */
export function cabReceipt(n: number, day: string, ride: CabRide): ReceiptSpec {
  const random = seeded(`cab-${String(n)}`);
  const app = apps[ride.app];
  const extras = ride.extras ?? [];
  const taxes = Math.round((ride.farePaise + ride.bookingPaise) * 0.05);
  const totalPaise =
    ride.farePaise +
    ride.bookingPaise +
    taxes +
    extras.reduce((sum, [, paise]) => sum + paise, 0) -
    (ride.discountPaise ?? 0);
  const money = (paise: number) => `₹${rupees(paise)}`;
  const item = (label: string, paise: number, negative = false) =>
    `<div class="row"><span>${esc(label)}</span><span>${negative ? '-' : ''}${money(paise)}</span></div>`;
  const stamp =
    ride.app === 'ola' ? `${dates.monthDash(day)}, ${ride.time}` : `${dates.us(day)} ${ride.time}`;
  const km = (3 + random() * 18).toFixed(2);
  return {
    name: `cab-${String(n)}`,
    kind: 'cab',
    day,
    totalPaise,
    width: 380,
    html: `<style>
  .app { font-family: ${app.font}; font-size: 14px; background: #fff; color: #222; padding: 24px 22px 30px; }
  .app .brand { font-size: 28px; font-weight: bold; color: ${app.colour}; letter-spacing: ${ride.app === 'ola' ? '2px' : '0'}; }
  .app .grey { color: #9a9a9a; font-size: 12.5px; } .app .light { color: #777; }
  .app .row { display: flex; justify-content: space-between; margin: 7px 0; color: #555; }
  .app .total { display: flex; justify-content: space-between; font-size: 24px; font-weight: bold; margin: 14px 0 10px; }
  .app .rule { border-top: 1px solid #e4e4e4; margin: 10px 0; }
  .app .dot { display: inline-block; width: 8px; height: 8px; border-radius: 50%; background: #222; margin-right: 8px; }
</style><div id="receipt" class="app">
  <div class="brand">${app.brand}</div>
  <div class="grey">${esc(stamp)}</div>
  <div style="font-size:20px;margin-top:12px">Thanks for riding, ${esc(ride.rider)}</div>
  <div class="light">We hope you enjoyed your ride this ${Number(ride.time.split(':')[0]) >= 5 && ride.time.endsWith('PM') ? 'evening' : 'morning'}.</div>
  <div class="total"><span>${app.total}</span><span>${money(totalPaise)}</span></div>
  <div class="rule"></div>
  ${item(app.fare, ride.farePaise)}
  ${item('Booking fee', ride.bookingPaise)}
  ${extras.map(([label, paise]) => item(label, paise)).join('')}
  ${item('Taxes', taxes)}
  ${ride.discountPaise ? item('Promotion', ride.discountPaise, true) : ''}
  <div class="rule"></div>
  <div class="row"><span>Amount charged</span><span>${money(totalPaise)}</span></div>
  <div class="grey">Paid via ${['UPI', 'Cash', 'Paytm Wallet'][n % 3] ?? 'UPI'}</div>
  <div class="rule"></div>
  <div class="grey">${['Auto', 'Mini', 'Sedan', 'Bike', 'Go'][n % 5] ?? 'Mini'} · ${km} kilometres · ${String(12 + Math.floor(random() * 40))} min</div>
  <div style="margin-top:8px"><span class="dot"></span>${esc(ride.time)} · Baner Road, Pune</div>
  <div style="margin-top:6px"><span class="dot" style="border-radius:0"></span>Hinjewadi Phase 1, Pune</div>
  <div class="grey" style="margin-top:14px">The fare includes GST. This is a system generated receipt.</div>
</div>`,
  };
}

const operators = ['Neeta Travels', 'Prasanna Purple', 'VRL Travels'] as const;

/** A redBus e-ticket: booked on one day, travelled on another; base fare, GST, the total. */
export function redBusTicket(
  n: number,
  booked: string,
  journey: string,
  fare: number,
  seats: number,
): ReceiptSpec {
  const random = seeded(`bus-redbus-${String(n)}`);
  const base = fare * seats * 100;
  const tax = Math.round(base * 0.05);
  const totalPaise = base + tax;
  return {
    name: `bus-${String(n)}`,
    kind: 'bus',
    day: journey,
    totalPaise,
    width: 520,
    html: `<style>
  .rb { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 13px; background: #fff; color: #3e3e52; padding: 22px 24px 30px; }
  .rb .brand { color: #d84e55; font-weight: bold; font-size: 24px; } .rb .muted { color: #8a8a99; font-size: 12px; }
  .rb .row { display: flex; justify-content: space-between; margin: 5px 0; } .rb .b { font-weight: bold; }
  .rb .box { border: 1px solid #ddd; border-radius: 6px; padding: 10px 12px; margin-top: 12px; }
</style><div id="receipt" class="rb">
  <div class="row"><span class="brand">redBus</span><span class="muted">Ticket No: TS${String(88000000 + Math.floor(random() * 9999999))}<br>PNR: ${String(Math.floor(random() * 899999) + 100000)}</span></div>
  <div class="muted">Booked on ${esc(dates.long(booked))}</div>
  <div class="box">
    <div class="b" style="font-size:16px">${esc(['Pune', 'Mumbai', 'Pune'][n % 3] ?? 'Pune')} → ${esc(['Bangalore', 'Goa', 'Nagpur'][n % 3] ?? 'Goa')}</div>
    <div class="muted">${esc(operators[n % operators.length] ?? 'Neeta Travels')} · A/C Sleeper (2+1)</div>
    <div class="row"><span><span class="muted">Journey Date</span><br><span class="b">${esc(dates.long(journey))}</span></span><span><span class="muted">Departure</span><br><span class="b">${String(19 + (n % 4))}:30</span></span></div>
    <div class="row"><span><span class="muted">Seat No(s)</span><br>${Array.from({ length: seats }, (_, seat) => `L${String(4 + seat)}`).join(', ')}</span><span><span class="muted">Boarding Point</span><br>Wakad Bridge</span></div>
  </div>
  <div class="box">
    <div class="b">Fare Details</div>
    <div class="row"><span>Base Fare</span><span>₹${rupees(base)}</span></div>
    <div class="row"><span>GST</span><span>₹${rupees(tax)}</span></div>
    <div class="row b" style="font-size:15px"><span>Total Fare</span><span>₹${rupees(totalPaise)}</span></div>
  </div>
  <div class="muted" style="margin-top:10px">Show this ticket with a valid ID at boarding. Cancellation charges apply.</div>
</div>`,
  };
}
