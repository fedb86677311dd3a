import { performance } from 'node:perf_hooks';
import { readBillText } from '../../functions/src/domain/bills/readBillText.js';
import { billSpecs, fixtureWindow, type BillSpec } from '../bills/billSpecs.js';
import { degradations, drawBill, notBills, type Degradation } from '../bills/drawBill.js';
import { nodeOcr } from '../bills/nodeOcr.js';

const CPU_TARGET_MS = 1000;

interface Tally {
  right: number;
  wrongTotalNoWarning: number;
  wrongTotalWarned: number;
  rightTotalWarned: number;
  noTotal: number;
  cpuMs: number[];
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function readSet(
  ocr: Awaited<ReturnType<typeof nodeOcr>>,
  label: string,
  degradationOf: (index: number) => Degradation | undefined,
): Promise<Tally> {
  const tally: Tally = {
    right: 0,
    wrongTotalNoWarning: 0,
    wrongTotalWarned: 0,
    rightTotalWarned: 0,
    noTotal: 0,
    cpuMs: [],
  };
  for (const [index, spec] of billSpecs.entries()) {
    const image = await drawBill(spec.lines, degradationOf(index));
    const before = process.cpuUsage();
    const { text, unsure } = await ocr.read(image);
    const cpu = process.cpuUsage(before);
    tally.cpuMs.push((cpu.user + cpu.system) / 1000);
    const reading = readBillText(text, fixtureWindow, unsure);
    judge(tally, spec, reading, `${label} ${spec.name}`);
  }
  return tally;
}

function judge(tally: Tally, spec: BillSpec, reading: ReturnType<typeof readBillText>, name: string): void {
  const total = reading.status === 'read' ? reading.totalPaise : undefined;
  const day = reading.status === 'read' ? reading.day : undefined;
  if (total === spec.totalPaise && day === spec.day) tally.right += 1;
  else if (process.env.BENCH_VERBOSE) console.log(`    ${name}: read ${JSON.stringify(reading)}`);
  const warned = reading.status === 'read' && reading.doubt === true;
  if (total === spec.totalPaise && warned) tally.rightTotalWarned += 1;
  if (total === undefined) tally.noTotal += 1;
  else if (total !== spec.totalPaise) {
    if (warned) tally.wrongTotalWarned += 1;
    else tally.wrongTotalNoWarning += 1;
  }
}

function report(label: string, tally: Tally, target: number): void {
  console.log(
    `  ${label}: total and date right on ${String(tally.right)}/${String(billSpecs.length)} (target >= ${String(target)}: ${tally.right >= target ? 'met' : 'NOT met'}); wrong totals proposed without a warning ${String(tally.wrongTotalNoWarning)} (target 0), with a warning ${String(tally.wrongTotalWarned)}, right totals with a warning ${String(tally.rightTotalWarned)}, no total ${String(tally.noTotal)}; CPU per bill median ${median(tally.cpuMs).toFixed(0)} ms, max ${Math.max(...tally.cpuMs).toFixed(0)} ms (target <= ${String(CPU_TARGET_MS)} ms)`,
  );
}

/**
 * `npm run bench`: the 20 synthetic bills read as the phone reads them (tesseract.js, the English
 * model, then readBillText), clean and degraded (blur, a 4° tilt, a faded print, JPEG quality 40, one
 * each in turn), and three photos that are not bills. Prints figures, never fails on them.
 */
export async function benchBillReading(): Promise<void> {
  console.log('\nBills read on the phone (tesseract.js, English model, 20 synthetic bills):');
  const started = performance.now();
  const ocr = await nodeOcr();
  console.log(`  model loaded in ${(performance.now() - started).toFixed(0)} ms`);
  try {
    report('clean', await readSet(ocr, 'clean', () => undefined), 19);
    report(
      'degraded',
      await readSet(ocr, 'degraded', (index) => degradations[index % degradations.length]),
      12,
    );
    const [first] = billSpecs;
    const unreadable = [];
    for (const { name, image } of await notBills(first?.lines ?? [])) {
      const { text, unsure } = await ocr.read(image);
      const reading = readBillText(text, fixtureWindow, unsure);
      unreadable.push(
        `${name} ${reading.status === 'unreadable' ? 'Could not read' : `read ${JSON.stringify(reading)}`}`,
      );
    }
    console.log(`  photos that are not bills: ${unreadable.join('; ')}`);
  } finally {
    await ocr.stop();
  }
}
