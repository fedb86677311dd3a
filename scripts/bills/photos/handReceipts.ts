import { dates, esc, gstin, halves, plain, rupees, seeded, type ReceiptSpec } from './receiptKit.js';

const pads = [
  ['SAI KIRANA STORES', 'Prop. Ramesh Jadhav', 'Shaniwar Peth, Satara'],
  ['SHREE SAMARTH TEA STALL', 'Near S.T. Stand, Karad', 'Mob. 98220 41567'],
  ['MAULI HARDWARE', 'Station Road, Baramati', 'Mob. 94221 77310'],
  ['JAY MALHAR BHOJANALAY', 'Jejuri Road, Saswad', 'Mob. 90110 23345'],
  ['OM XEROX & STATIONERY', 'Tilak Road, Ahmednagar', 'Mob. 99700 85412'],
] as const;

/** A kachcha bill: a printed pad with an invocation, lines written in ball pen, amounts as '125/-'. */
export function kachchaBill(n: number, day: string, items: [string, number, number][]): ReceiptSpec {
  const random = seeded(`handwritten-${String(n)}`);
  const [shop, owner, address] = pads[n % pads.length] ?? pads[0];
  const totalPaise = items.reduce((sum, [, qty, rate]) => sum + qty * rate * 100, 0);
  const tilt = () =>
    `transform: rotate(${((random() - 0.5) * 2.4).toFixed(2)}deg) translateX(${((random() - 0.5) * 8).toFixed(1)}px);`;
  const hand = (text: string, extra = '') =>
    `<span class="hand" style="${tilt()}${extra}">${esc(text)}</span>`;
  const dateText = n % 2 ? dates.slashShort(day) : dates.dash(day);
  return {
    name: `handwritten-${String(n)}`,
    kind: 'handwritten',
    day,
    totalPaise,
    width: 400,
    html: `<style>
  .pad { font-family: 'Liberation Serif', serif; background: #fdfbf2; color: #b0302a; padding: 16px 18px 26px; font-size: 13px; }
  .pad .c { text-align: center; } .pad h2 { margin: 2px 0; font-size: 21px; text-align: center; letter-spacing: 1px; }
  .pad .hand { display: inline-block; font-family: 'Comic Neue', cursive; font-weight: bold; color: #1b3a8f; font-size: 18px; }
  .pad table { width: 100%; border-collapse: collapse; margin-top: 8px; }
  .pad th { border: 1px solid #c9605a; font-weight: normal; padding: 2px 4px; }
  .pad td { border-left: 1px solid #c9605a; border-right: 1px solid #c9605a; border-bottom: 1px solid #e3b0ab; height: 30px; padding: 0 6px; }
  .pad td.n { text-align: right; }
  .pad .meta { display: flex; justify-content: space-between; margin-top: 6px; align-items: baseline; }
</style><div id="receipt" class="pad">
  <div class="c">|| Shree Ganeshaya Namah ||</div>
  <h2>${esc(shop)}</h2>
  <div class="c">${esc(owner)}</div>
  <div class="c">${esc(address)}</div>
  <div class="meta"><span>No. ${hand(String(100 + Math.floor(random() * 800)))}</span><span>Date: ${hand(dateText)}</span></div>
  <div class="meta"><span>M/s. ${hand(['Field Sales', 'Rahul Patil', 'Cash', 'Sneha K.', 'Amit'][n % 5] ?? 'Cash')}</span></div>
  <table><tr><th>Particulars</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>
  ${items
    .map(
      ([item, qty, rate]) =>
        `<tr><td>${hand(item)}</td><td class="n">${hand(String(qty))}</td><td class="n">${hand(String(rate))}</td><td class="n">${hand(`${String(qty * rate)}/-`)}</td></tr>`,
    )
    .join('')}
  <tr><td></td><td></td><td></td><td></td></tr>
  <tr><td class="n" colspan="3">Total</td><td class="n">${hand(`${String(totalPaise / 100)}/-`, 'font-size:20px;')}</td></tr>
  </table>
  <div class="meta" style="margin-top:18px"><span>E. &amp; O.E.</span><span>Sign. ${hand('R. J.', 'font-size:22px;')}</span></div>
</div>`,
  };
}

const bilinguals = [
  {
    shop: ['हॉटेल श्रीकृष्ण', 'HOTEL SHRIKRISHNA'],
    place: ['सदाशिव पेठ, पुणे', 'Sadashiv Peth, Pune'],
    state: '27',
    words: 'mr',
  },
  {
    shop: ['अन्नपूर्णा भोजनालय', 'ANNAPURNA BHOJANALAYA'],
    place: ['हजरतगंज, लखनऊ', 'Hazratganj, Lucknow'],
    state: '09',
    words: 'hi',
  },
  {
    shop: ['साईनाथ मिसळ हाऊस', 'SAINATH MISAL HOUSE'],
    place: ['कॉलेज रोड, नाशिक', 'College Road, Nashik'],
    state: '27',
    words: 'mr',
  },
  {
    shop: ['शर्मा स्वीट्स', 'SHARMA SWEETS'],
    place: ['एम.आई. रोड, जयपुर', 'M.I. Road, Jaipur'],
    state: '08',
    words: 'hi',
  },
  {
    shop: ['गजानन उपहार गृह', 'GAJANAN UPAHAR GRUHA'],
    place: ['स्टेशन रोड, कोल्हापूर', 'Station Road, Kolhapur'],
    state: '27',
    words: 'mr',
  },
] as const;
const labels = {
  mr: {
    bill: 'बिल',
    date: 'दिनांक',
    item: 'पदार्थ',
    qty: 'नग',
    amount: 'रक्कम',
    total: 'एकूण',
    thanks: 'धन्यवाद! पुन्हा भेट द्या',
  },
  hi: {
    bill: 'बिल',
    date: 'दिनांक',
    item: 'विवरण',
    qty: 'मात्रा',
    amount: 'राशि',
    total: 'कुल योग',
    thanks: 'धन्यवाद! फिर पधारें',
  },
} as const;

/** A bill printed in Marathi or Hindi beside English: Devanagari names and labels, English figures. */
export function bilingualBill(
  n: number,
  day: string,
  items: [string, string, number, number][],
  pan?: string,
): ReceiptSpec {
  const random = seeded(`bilingual-${String(n)}`);
  const shop = bilinguals[n % bilinguals.length] ?? bilinguals[0];
  const label = labels[shop.words];
  const printedGstin = pan ? gstin(shop.state, pan) : undefined;
  const net = items.reduce((sum, [, , qty, rate]) => sum + qty * rate, 0);
  const tax = printedGstin ? halves(net, 5) : 0;
  const totalPaise = net + 2 * tax;
  return {
    name: `bilingual-${String(n)}`,
    kind: 'bilingual',
    day,
    totalPaise,
    ...(printedGstin ? { gstin: printedGstin } : {}),
    width: 360,
    html: `<style>
  .bi { font-family: 'Liberation Sans', 'Lohit Devanagari', sans-serif; font-size: 13.5px; background: #fcfcf8; color: #222; padding: 18px 16px 28px; }
  .bi .c { text-align: center; } .bi .b { font-weight: bold; } .bi .deva { font-family: 'Lohit Devanagari', sans-serif; }
  .bi .row { display: flex; justify-content: space-between; gap: 8px; margin: 2px 0; }
  .bi .rule { border-top: 1px dashed #444; margin: 6px 0; }
  .bi table { width: 100%; border-collapse: collapse; } .bi td { padding: 2px 0; } .bi td.n { text-align: right; }
</style><div id="receipt" class="bi">
  <div class="c deva b" style="font-size:20px">${esc(shop.shop[0])}</div>
  <div class="c b" style="font-size:15px">${esc(shop.shop[1])}</div>
  <div class="c"><span class="deva">${esc(shop.place[0])}</span> / ${esc(shop.place[1])}</div>
  ${printedGstin ? `<div class="c">GSTIN: ${printedGstin}</div>` : ''}
  <div class="rule"></div>
  <div class="row"><span><span class="deva">${label.bill}</span> / Bill No: ${String(300 + Math.floor(random() * 600))}</span><span><span class="deva">${label.date}</span> / Date: ${n % 2 ? dates.slash(day) : dates.dash(day)}</span></div>
  <div class="rule"></div>
  <table><tr><td><span class="deva">${label.item}</span> / Item</td><td class="n"><span class="deva">${label.qty}</span></td><td class="n"><span class="deva">${label.amount}</span></td></tr>
  ${items
    .map(
      ([deva, english, qty, rate]) =>
        `<tr><td><span class="deva">${esc(deva)}</span> ${esc(english)}</td><td class="n">${String(qty)}</td><td class="n">${plain(qty * rate)}</td></tr>`,
    )
    .join('')}</table>
  <div class="rule"></div>
  ${printedGstin ? `<div class="row"><span>Sub Total</span><span>${plain(net)}</span></div><div class="row"><span>CGST 2.5%</span><span>${plain(tax)}</span></div><div class="row"><span>SGST 2.5%</span><span>${plain(tax)}</span></div>` : ''}
  <div class="row b" style="font-size:16px"><span><span class="deva">${label.total}</span> / Total</span><span>₹ ${rupees(totalPaise)}</span></div>
  <div class="rule"></div>
  <div class="c deva">${label.thanks}</div>
</div>`,
  };
}
