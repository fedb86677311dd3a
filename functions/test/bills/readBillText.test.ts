import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isGstin } from '../../src/domain/bills/gstin.js';
import { readBillText } from '../../src/domain/bills/readBillText.js';

const window = { first: '2026-10-29', last: '2026-11-28' };
const read = (lines: string[]) => readBillText(lines.join('\n'), window);

describe('readBillText', () => {
  it('reads a clean GST bill: total, date, seller and GSTIN', () => {
    expect(
      read([
        'HOTEL SAI PALACE',
        'Station Road, Pune 411001',
        'GSTIN: 27AAPFU0939F1ZV',
        'Bill No: 1043 Date: 12/11/2026',
        'Item Qty Amount',
        'Room (1 night) 1 1,000.00',
        'CGST 6% 60.00',
        'SGST 6% 60.00',
        'TOTAL Rs. 1,120.00',
      ]),
    ).toEqual({
      status: 'read',
      totalPaise: 112_000,
      day: '2026-11-12',
      seller: 'Hotel Sai Palace',
      gstin: '27AAPFU0939F1ZV',
    });
  });

  it('puts back a lost decimal point, with a doubt: Rs. 67200 is 672.00', () => {
    expect(
      read([
        'Cafe Madras',
        'Date 20/11/2026',
        'Masala Dosa 2 240.00',
        'Filter Coffee 4 192.00',
        'Thali 1 240.00',
        'Total Rs. 67200',
      ]),
    ).toMatchObject({ totalPaise: 67_200, doubt: true });
  });

  it('keeps an integer total when the bill prints no paise anywhere', () => {
    expect(
      read(['NH48 Toll Plaza', 'Date: 21/11/2026', 'Car/Jeep Single Journey', 'Fee: Rs 95']),
    ).toMatchObject({
      totalPaise: 9500,
      day: '2026-11-21',
    });
    expect(read(['NH48 Toll Plaza', 'Fee: Rs 95'])).not.toHaveProperty('doubt');
  });

  it('reads a misread rupee sign (X, %, ¥) as the sign it is', () => {
    for (const sign of ['X', '%', '¥', '₹']) {
      expect(read(['Shree Fuels', 'Date: 21/11/2026', `Amount: ${sign}500.00`])).toMatchObject({
        totalPaise: 50_000,
      });
      expect(read(['Shree Fuels', 'Date: 21/11/2026', `Amount: ${sign} 1,254.40`])).toMatchObject({
        totalPaise: 125_440,
      });
    }
  });

  it('reads a point OCR took for a comma: Fee Rs. 115,00 is 115.00, 1,254 is still 1254', () => {
    expect(read(['Toll Plaza', 'Fee: Rs. 115,00'])).toMatchObject({ totalPaise: 11_500 });
    expect(read(['Toll Plaza', 'Fee: Rs. 1,254'])).toMatchObject({ totalPaise: 125_400 });
    expect(read(['Toll Plaza', 'Fee: Rs. 1,25,400.50'])).toMatchObject({ totalPaise: 12_540_050 });
  });

  it('doubts a total the bill’s own arithmetic does not give: items and taxes, or rate times volume', () => {
    const items = ['Room 6,400.00', 'CGST 6% 384.00', 'SGST 6% 384.00'];
    expect(read(['Lotus', ...items, 'Total Amount Rs. 7,168.00'])).not.toHaveProperty('doubt');
    expect(read(['Lotus', ...items, 'Total Amount Rs. 7,168.08'])).toMatchObject({
      totalPaise: 716_808,
      doubt: true,
    });
    expect(read(['Lotus', 'Room 6,400.20', 'Round Off 0.20', 'Total Amount 6,400.00'])).not.toHaveProperty(
      'doubt',
    );
    const fuel = ['Rate (Rs/L): 104.21', 'Volume (L): 4.80'];
    expect(read(['Shree Fuels', ...fuel, 'Amount: 500.21'])).not.toHaveProperty('doubt');
    expect(read(['Shree Fuels', ...fuel, 'Amount: 500.00'])).not.toHaveProperty('doubt');
    expect(read(['Shree Fuels', ...fuel, 'Amount: 1,669.56'])).toMatchObject({ doubt: true });
  });

  it('doubts a total OCR was unsure of', () => {
    expect(readBillText('Toll Plaza\nFee: Rs. 148,00', window, ['148,00'])).toMatchObject({
      totalPaise: 14_800,
      doubt: true,
    });
    expect(readBillText('Toll Plaza\nFee: Rs. 148,00', window, ['Plaza'])).not.toHaveProperty('doubt');
  });

  it('takes the largest amount on a total line, not a subtotal or a tax total', () => {
    expect(
      read(['Spice Route', 'Date: 22/11/2026', 'Sub Total 800.00', 'Total GST 40.00', 'Grand Total 840.00']),
    ).toMatchObject({ totalPaise: 84_000 });
  });

  it('ignores amounts in column headers, rates and counts', () => {
    expect(
      read([
        'Spice Route',
        'Date: 22/11/2026',
        'Item Qty Rate(18%) Total',
        'Paneer 2 180.00 360.00',
        'Total Qty: 2',
        'GST 5% 18.00',
        'Total',
        '378.00',
      ]),
    ).toMatchObject({ totalPaise: 37_800 });
    expect(
      read(['Shree Fuels', 'Date: 21/11/2026', 'Rate 104.21 Volume 4.80 L', 'Amount 500.20']),
    ).toMatchObject({
      totalPaise: 50_020,
    });
  });

  it('doubts a total below an amount printed elsewhere on the bill', () => {
    expect(read(['Spice Route', 'Date: 22/11/2026', 'Paneer 2 1,180.00', 'Total 118.00'])).toMatchObject({
      totalPaise: 11_800,
      doubt: true,
    });
  });

  it('takes the Date line, not an arrival date; a departure before any other date', () => {
    expect(
      read([
        'Hotel Sai',
        'Arrival: 10/11/2026',
        'Departure: 12/11/2026',
        'Date: 12/11/2026',
        'Total 2,000.00',
      ]),
    ).toMatchObject({ day: '2026-11-12' });
    expect(
      read(['Hotel Sai', 'Arrival Date: 10/11/2026', 'Departure Date: 13/11/2026', 'Total 2,000.00']),
    ).toMatchObject({ day: '2026-11-13' });
    expect(read(['Hotel Sai', 'Check-in 09-11-2026 Check-out 11-11-2026', 'Total 2,000.00'])).toMatchObject({
      day: '2026-11-11',
    });
  });

  it('never proposes a day after today or before the spend window', () => {
    expect(read(['Hotel Sai', 'Date: 30/11/2026', 'Total 2,000.00'])).not.toHaveProperty('day');
    expect(read(['Hotel Sai', 'Date: 12/10/2026', 'Total 2,000.00'])).not.toHaveProperty('day');
    expect(read(['Hotel Sai', 'Date: 31/02/2026', 'Total 2,000.00'])).not.toHaveProperty('day');
  });

  it('reads dates as bills print them, and one whose slashes OCR lost on a Date line', () => {
    expect(read(['Cafe', 'Date: 12-Nov-2026', 'Total 10.00'])).toMatchObject({ day: '2026-11-12' });
    expect(read(['Cafe', 'Dated 12 November 26', 'Total 10.00'])).toMatchObject({ day: '2026-11-12' });
    expect(read(['Cafe', 'Date: 12.11.26 Time: 14:05', 'Total 10.00'])).toMatchObject({ day: '2026-11-12' });
    expect(read(['Cafe', 'Date: 12112026', 'Total 10.00'])).toMatchObject({ day: '2026-11-12' });
    expect(read(['Cafe', 'Bill No 12112026', 'Total 10.00'])).not.toHaveProperty('day');
  });

  it('proposes a GSTIN only when its check character matches, OCR confusions put right', () => {
    expect(read(['Cafe', 'GSTIN: 27AAPFU0939F1ZV', 'Total 10.00'])).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
    });
    expect(read(['Cafe', 'GSTIN: 27AAPFUO939F1ZV', 'Total 10.00'])).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
    });
    expect(read(['Cafe', 'GSTIN: 27AAPFU0939F1ZW', 'Total 10.00'])).not.toHaveProperty('gstin');
  });

  it('says a photo with no total and no date could not be read', () => {
    expect(readBillText('', window)).toEqual({ status: 'unreadable' });
    expect(readBillText('~~ ., ;: II ll\n== ~', window)).toEqual({ status: 'unreadable' });
    expect(read(['Thank you, visit again'])).toEqual({ status: 'unreadable' });
  });

  it('skips a heading for the seller', () => {
    expect(read(['TAX INVOICE', 'Hotel Sai', 'Total 10.00'])).toMatchObject({ seller: 'Hotel Sai' });
  });
});

describe('readBillText on Indian bills', () => {
  it("reads a whole-rupee amount printed with '/-' or '/='", () => {
    expect(read(['Kini Toll Plaza', 'Date: 21/11/2026', 'Fee: Rs.90/-'])).toMatchObject({ totalPaise: 9000 });
    expect(
      read(['Ganesh Bhojanalay', 'Dt. 21/11/26', '2 thali 200/-', 'chai 25/-', 'Total 225/-']),
    ).toMatchObject({
      totalPaise: 22_500,
      day: '2026-11-21',
    });
    expect(read(['Kini Toll Plaza', 'Fee: Rs 95/='])).toMatchObject({ totalPaise: 9500 });
  });

  it('takes a discount off and leaves taxable value, subtotals, change and refunds out of the sum', () => {
    const bill = [
      'Spice Route',
      'Date: 22/11/2026',
      'Paneer Tikka 1 320.00',
      'Butter Naan 4 240.00',
      'Discount 10% 56.00',
      'Taxable Value 504.00',
      'CGST 2.5% 12.60',
      'SGST 2.5% 12.60',
      'Round Off -0.20',
      'Grand Total 529.00',
      'Cash Tendered 1,000.00',
      'Change Returned 471.00',
    ];
    expect(read(bill)).toEqual({
      status: 'read',
      totalPaise: 52_900,
      day: '2026-11-22',
      seller: 'Spice Route',
    });
    const refunded = ['Treebo Riverside', 'Room 2,000.00', 'Subtotal 2,000.00', 'Total 2,000.00'];
    expect(read([...refunded, 'Advance Paid 2,500.00', 'Balance Refunded 500.00'])).not.toHaveProperty(
      'doubt',
    );
  });

  it("takes the Total, not a trip fare or a convenience fee, and reads '₹' taken for a digit from the bill's sums", () => {
    const cab = ['Uber', 'Nov 14, 2026', 'Trip fare 250.00', 'Booking fee 37.45'];
    expect(read([...cab, 'Total ₹287.45'])).toEqual({
      status: 'read',
      totalPaise: 28_745,
      day: '2026-11-14',
      seller: 'Uber',
    });
    expect(read([...cab, 'Total 3287.45'])).toMatchObject({ totalPaise: 28_745 });
    expect(read([...cab, 'Total 3287.45'])).not.toHaveProperty('doubt');
    const ticket = ['IRCTC', 'Ticket Fare ₹ 1,168.20', 'Convenience Fee ₹ 11.80'];
    expect(read([...ticket, 'Total Fare ₹ 1,180.00'])).toMatchObject({ totalPaise: 118_000 });
    expect(read([...ticket, 'Total Fare ₹ 1,180.00'])).not.toHaveProperty('doubt');
  });

  it('doubts a total far above every other amount on a bill with no sums to check', () => {
    expect(read(['Rapido', 'Ride 12.4 km', 'Base fare ₹ 1,120.00', 'Amount Paid 71,200.00'])).toMatchObject({
      totalPaise: 7_120_000,
      doubt: true,
    });
    expect(read(['Kini Toll Plaza', 'Ticket No: 88107', 'Fee: Rs. 235.00'])).not.toHaveProperty('doubt');
  });

  it("reads 'Nov 14, 2026' and '14-Nov-26', and a ticket's journey, not its booking", () => {
    expect(read(['Uber', 'Nov 14, 2026 8:42 PM', 'Total ₹287.45'])).toMatchObject({ day: '2026-11-14' });
    expect(read(['Uber', 'November 14th 2026', 'Total ₹287.45'])).toMatchObject({ day: '2026-11-14' });
    expect(read(['Cafe', 'Date: 14-Nov-26', 'Total 10.00'])).toMatchObject({ day: '2026-11-14' });
    expect(
      read([
        'IRCTC E-Ticket',
        'Booking Date: 15-Nov-2026 10:02',
        'PNR: 4521867730',
        'Date of Journey: 19-Nov-2026',
        'Total Fare ₹ 1,180.00',
      ]),
    ).toMatchObject({ day: '2026-11-19' });
  });

  it('skips a blessing or a greeting for the seller, and keeps Devanagari whole', () => {
    expect(read(['|| Shree Ganeshaya Namah ||', 'Ganesh Bhojanalay', 'Total 225/-'])).toMatchObject({
      seller: 'Ganesh Bhojanalay',
    });
    expect(read(['।। श्री गणेशाय नमः ।।', 'श्री गणेश भोजनालय', 'Total 225/-'])).toMatchObject({
      seller: 'श्री गणेश भोजनालय',
    });
    expect(read(['Thanks for riding, Rahul', 'Uber', 'Total ₹287.45'])).toMatchObject({ seller: 'Uber' });
  });
});

describe('readBillText on photographed receipts', () => {
  it('reads a cab receipt: the parts add up to the total, the amount charged is not a part', () => {
    const uber = [
      'Uber',
      'Nov 14, 2026 8:42 PM',
      'Thanks for riding, Rahul',
      'Total 287.05',
      'Trip fare 254.38',
      'Booking fee 19.00',
      'Taxes 13.67',
      'Promotion -X50.00',
      'Waiting charges 50.00',
      'Amount charged 287.05',
      'Auto - 16.14 kilometres - 38 min',
    ];
    // OCR unsure of every figure: the bill's own sums vouch for the total.
    expect(readBillText(uber.join('\n'), window, ['287.05', '254.38'])).toEqual({
      status: 'read',
      totalPaise: 28_705,
      day: '2026-11-14',
      seller: 'Uber',
    });
    expect(read(['05-Nov-2026, 9:15 AM', 'Total Bill X538.35', 'Ride Fare 538.35'])).not.toHaveProperty(
      'seller',
    );
    expect(read(['Rapido', 'Amount Paid ₹ 96.00'])).toMatchObject({ totalPaise: 9600 });
  });

  it("reads a fuel rate whose colon OCR took for a '1' by the slip's amount", () => {
    const slip = [
      'Shree Ganesh Petroleum',
      'Rate (Rs/L) 192.15',
      'Volume (L) 1 20.00',
      'Amount (Rs) 1 1843.00',
    ];
    expect(read(slip)).toMatchObject({ totalPaise: 184_300 });
    expect(read(slip)).not.toHaveProperty('doubt');
    expect(read([...slip.slice(0, 3), 'Amount (Rs) 1 1943.00'])).toMatchObject({ doubt: true });
  });

  it('never doubts a toll fee for a booth number, and reads a month OCR took for a word', () => {
    expect(read(['Khed Shivapur Toll Plaza', 'Booth No 12', 'Date 01-11-2026', 'Fee: Rs.115/-'])).toEqual({
      status: 'read',
      totalPaise: 11_500,
      day: '2026-11-01',
      seller: 'Khed Shivapur Toll Plaza',
    });
    expect(read(['Uber', 'Now 23, 2026 17:20', 'Total 10.00'])).toMatchObject({ day: '2026-11-23' });
  });

  it('takes the journey day after its words on a shared line, or on the line below its heading', () => {
    expect(
      read([
        'IRCTC',
        'Booking Date: 02-Nov-2026 9:10:20 HRS Date of Journey: 14-Nov-2026',
        'Total Fare 10.00',
      ]),
    ).toMatchObject({ day: '2026-11-14' });
    expect(
      read([
        'redBus',
        'Booked on Wed, 04 Nov 2026',
        'Journey Date Departure',
        'Mon, 09 Nov 2026 19:30',
        'Total Fare 10.00',
      ]),
    ).toMatchObject({ day: '2026-11-09' });
  });

  it("never takes a named fee, or a figure before the fee's word, as what was paid", () => {
    const ticket = ['IRCTC', 'Payment Details', 'IRCTC Convenience Fee (Incl. of GST) X 11.80'];
    expect(read(ticket)).not.toHaveProperty('totalPaise');
    expect(read(['Anewadi Toll Plaza', 'jou 1 Feeé .-'])).not.toHaveProperty('totalPaise');
    expect(read(['Anewadi Toll Plaza', 'Fee : Rs. 355.00'])).toMatchObject({ totalPaise: 35_500 });
  });

  it('never makes a GSTIN of a date and a time run together', () => {
    expect(read(['IRCTC', 'Booking Date: 10-Nov-2026 11:24:22 HRS', 'Total 10.00'])).not.toHaveProperty(
      'gstin',
    );
  });
});

describe('GSTIN', () => {
  it("repairs the fixed 'Z' read as '7' and a check character 'O' read as '0', never one that fails", () => {
    const gstinOf = (text: string) => readBillText(`Cafe\nGSTIN: ${text}\nTotal 10.00`, window);
    expect(gstinOf('27AAPFU0939F17V')).toMatchObject({ gstin: '27AAPFU0939F1ZV' });
    // Check characters '0' and 'O', each read as the other.
    expect(gstinCheckCharacter('27AAACM0099P1Z')).toBe('0');
    expect(gstinOf('27AAACM0099P1ZO')).toMatchObject({ gstin: '27AAACM0099P1Z0' });
    expect(gstinCheckCharacter('27AAACM0003P1Z')).toBe('O');
    expect(gstinOf('27AAACM0003P1Z0')).toMatchObject({ gstin: '27AAACM0003P1ZO' });
    expect(gstinOf('27AAPFU0939F17W')).not.toHaveProperty('gstin');
  });

  it('computes the check character as the GST portal does', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(isGstin('27AAPFU0939F1V')).toBe(false);
  });
});
