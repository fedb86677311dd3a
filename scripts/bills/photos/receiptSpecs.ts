import { cabReceipt, redBusTicket } from './appReceipts.js';
import { bilingualBill, kachchaBill } from './handReceipts.js';
import { hotelInvoice, irctcTicket } from './invoiceReceipts.js';
import { gstin, type ReceiptSpec } from './receiptKit.js';
import { restaurantBill } from './restaurantReceipts.js';
import { fuelSlip, msrtcTicket, tollSlip } from './thermalReceipts.js';

export { fixtureWindow } from '../billSpecs.js';

/**
 * Forty-five receipts, five of each kind, laid out as their printers and apps lay them out, with the
 * total, day and GSTIN a reading must find. Every day falls in `fixtureWindow`; some totals collide
 * across kinds (₹90, ₹500, ₹1,200) so a reading cannot pass by the kind's usual amount.
 */
export const receiptSpecs: readonly ReceiptSpec[] = [
  fuelSlip(0, '2026-11-02', 104.21, { litres: 4.8 }),
  fuelSlip(1, '2026-11-07', 106.31, { preset: 500 }, gstin('27', 'AAKFS3317D')),
  fuelSlip(2, '2026-11-12', 92.15, { litres: 20 }),
  fuelSlip(3, '2026-11-18', 105.02, { preset: 1200 }, gstin('27', 'ABCPG8841L')),
  fuelSlip(4, '2026-11-26', 104.71, { litres: 15.06 }, gstin('27', 'AAACI1681G', '4')),

  restaurantBill(0, '2026-10-30', {
    items: [
      ['Masala Dosa', 2, 12000],
      ['Filter Coffee', 4, 4800],
    ],
    pan: 'AAQFH4402R',
    tendered: 500,
  }),
  restaurantBill(1, '2026-11-09', {
    items: [
      ['Veg Thali', 3, 24000],
      ['Sweet Lassi', 3, 6500],
      ['Masala Papad', 2, 5500],
    ],
    discountPercent: 10,
    taxableLine: true,
    roundOff: true,
    pan: 'AAFCU2019B',
  }),
  restaurantBill(2, '2026-11-14', {
    items: [
      ['Paneer Tikka', 1, 32000],
      ['Butter Naan', 4, 6000],
      ['Dal Makhani', 1, 26000],
      ['Jeera Rice', 1, 18000],
    ],
    roundOff: true,
    pan: 'AAIFP7750N',
  }),
  restaurantBill(3, '2026-11-20', {
    items: [
      ['Idli Vada', 2, 9000],
      ['Mini Meals', 1, 16000],
      ['Tea', 2, 2500],
    ],
    taxableLine: true,
    tendered: 500,
  }),
  restaurantBill(4, '2026-11-27', {
    items: [
      ['Chicken Biryani', 2, 28000],
      ['Bun Maska', 3, 4000],
      ['Irani Chai', 4, 2500],
    ],
    discountPercent: 5,
    taxableLine: true,
    roundOff: true,
    tendered: 1000,
    pan: 'AADFC9043K',
  }),

  hotelInvoice(0, { arrival: '2026-11-02', nights: 2, tariff: 1800 }),
  hotelInvoice(1, { arrival: '2026-11-10', nights: 1, tariff: 2450, food: 380 }),
  hotelInvoice(2, { arrival: '2026-11-16', nights: 3, tariff: 1500, advance: 2000 }),
  hotelInvoice(3, { arrival: '2026-10-29', nights: 2, tariff: 3200, food: 640 }),
  hotelInvoice(4, { arrival: '2026-11-24', nights: 1, tariff: 2750 }),

  tollSlip(0, '2026-11-01', 115),
  tollSlip(1, '2026-11-08', 90),
  tollSlip(2, '2026-11-15', 235, 355),
  tollSlip(3, '2026-11-22', 45),
  tollSlip(4, '2026-11-28', 140),

  cabReceipt(0, '2026-11-14', {
    app: 'uber',
    rider: 'Rahul',
    farePaise: 25438,
    bookingPaise: 1900,
    time: '8:42 PM',
  }),
  cabReceipt(1, '2026-11-05', {
    app: 'ola',
    rider: 'Sneha',
    farePaise: 41200,
    bookingPaise: 1500,
    extras: [['Toll', 9000]],
    time: '9:15 AM',
  }),
  cabReceipt(2, '2026-11-19', {
    app: 'rapido',
    rider: 'Amit',
    farePaise: 7600,
    bookingPaise: 500,
    time: '6:05 PM',
  }),
  cabReceipt(3, '2026-11-23', {
    app: 'uber',
    rider: 'Priya',
    farePaise: 61850,
    bookingPaise: 2400,
    extras: [['Waiting charges', 1500]],
    discountPaise: 5000,
    time: '11:20 AM',
  }),
  cabReceipt(4, '2026-10-31', {
    app: 'ola',
    rider: 'Vikram',
    farePaise: 18900,
    bookingPaise: 1200,
    time: '7:48 PM',
  }),

  irctcTicket(0, '2026-11-02', '2026-11-14', 235, 2),
  irctcTicket(1, '2026-10-29', '2026-11-06', 1185, 1),
  irctcTicket(2, '2026-11-10', '2026-11-25', 455, 3),
  irctcTicket(3, '2026-11-15', '2026-11-21', 2790, 1),
  irctcTicket(4, '2026-11-01', '2026-11-03', 1060, 2),

  redBusTicket(0, '2026-11-04', '2026-11-09', 1150, 1),
  redBusTicket(1, '2026-11-12', '2026-11-17', 899, 2),
  redBusTicket(2, '2026-10-30', '2026-11-02', 1420, 1),
  msrtcTicket(3, '2026-11-11', 244, 2),
  msrtcTicket(4, '2026-11-24', 187, 1),

  kachchaBill(0, '2026-11-03', [
    ['Tea', 6, 15],
    ['Poha', 3, 25],
    ['Vada Pav', 4, 20],
  ]),
  kachchaBill(1, '2026-11-10', [
    ['Cutting Chai', 4, 10],
    ['Biscuit', 2, 25],
  ]),
  kachchaBill(2, '2026-11-16', [
    ['Extension Board', 1, 995],
    ['Tape', 2, 40],
    ['Cable ties', 1, 125],
  ]),
  kachchaBill(3, '2026-11-21', [
    ['Thali', 2, 180],
    ['Buttermilk', 2, 30],
  ]),
  kachchaBill(4, '2026-11-27', [
    ['Xerox', 120, 2],
    ['Spiral binding', 2, 60],
    ['File', 3, 35],
  ]),

  bilingualBill(
    0,
    '2026-11-04',
    [
      ['मिसळ पाव', 'Misal Pav', 2, 9000],
      ['कांदा भजी', 'Kanda Bhaji', 1, 7000],
      ['चहा', 'Tea', 2, 2000],
    ],
    'AAHFS6127P',
  ),
  bilingualBill(1, '2026-11-11', [
    ['दाल तड़का', 'Dal Tadka', 1, 16000],
    ['तंदूरी रोटी', 'Tandoori Roti', 4, 2500],
    ['लस्सी', 'Lassi', 2, 6000],
  ]),
  bilingualBill(
    2,
    '2026-11-18',
    [
      ['स्पेशल मिसळ', 'Special Misal', 3, 11000],
      ['ताक', 'Buttermilk', 3, 3000],
    ],
    'ABKFS2280C',
  ),
  bilingualBill(3, '2026-11-25', [
    ['काजू कतली', 'Kaju Katli (500 g)', 1, 52000],
    ['समोसा', 'Samosa', 6, 2000],
  ]),
  bilingualBill(
    4,
    '2026-11-28',
    [
      ['थाळी', 'Veg Thali', 2, 22000],
      ['सोलकढी', 'Sol Kadhi', 2, 4000],
      ['गुलाबजाम', 'Gulab Jamun', 2, 3500],
    ],
    'AACFG4419M',
  ),
];
