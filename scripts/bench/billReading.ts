import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { startOcr } from '../../functions/src/adapters/billReader/tesseractOcr.js';
import type { BillReading } from '../../functions/src/domain/bills/readBillText.js';
import { billSpecs, fixtureWindow } from '../bills/billSpecs.js';
import { notBills } from '../bills/drawBill.js';
import { cleanImagePath, photoImagePath, readPhotoManifest } from '../bills/photos/photoFixtures.js';
import { receiptKinds, type ReceiptExpected } from '../bills/photos/receiptKit.js';

const MEDIAN_TARGET_MS = 1500;
const RIGHT_WARNED_TARGET = 0.25;

interface Outcome {
  kind: ReceiptExpected['kind'];
  right: boolean;
  totalRight: boolean;
  wrongUnwarned: boolean;
  rightWarned: boolean;
  noTotal: boolean;
  gstinPrinted: boolean;
  gstinRight: boolean;
  gstinWrong: boolean;
  ms: number;
}

function judge(expected: ReceiptExpected, reading: BillReading, ms: number): Outcome {
  const read = reading.status === 'read' ? reading : undefined;
  const totalRight = read?.totalPaise === expected.totalPaise;
  const warned = read?.doubt === true;
  return {
    kind: expected.kind,
    right: totalRight && read.day === expected.day,
    totalRight,
    wrongUnwarned: read?.totalPaise !== undefined && !totalRight && !warned,
    rightWarned: totalRight && warned,
    noTotal: read?.totalPaise === undefined,
    gstinPrinted: expected.gstin !== undefined,
    gstinRight: expected.gstin !== undefined && read?.gstin === expected.gstin,
    gstinWrong: read?.gstin !== undefined && read.gstin !== expected.gstin,
    ms,
  };
}

const count = (outcomes: readonly Outcome[], key: keyof Outcome) =>
  outcomes.filter((outcome) => outcome[key]).length;
const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(0)} %`;
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function row(label: string, outcomes: readonly Outcome[]): string {
  const right = count(outcomes, 'right');
  const totalsRight = count(outcomes, 'totalRight');
  const cells = [
    label.padEnd(12),
    `${String(right)}/${String(outcomes.length)} ${percent(right, outcomes.length)}`.padEnd(13),
    String(count(outcomes, 'wrongUnwarned')).padEnd(10),
    `${String(count(outcomes, 'rightWarned'))}/${String(totalsRight)} ${percent(count(outcomes, 'rightWarned'), totalsRight)}`.padEnd(
      13,
    ),
    String(count(outcomes, 'noTotal')).padEnd(9),
    `${String(count(outcomes, 'gstinRight'))}/${String(count(outcomes, 'gstinPrinted'))}`.padEnd(12),
    String(count(outcomes, 'gstinWrong')).padEnd(7),
    `${median(outcomes.map((outcome) => outcome.ms)).toFixed(0)}/${Math.max(0, ...outcomes.map((outcome) => outcome.ms)).toFixed(0)}`,
  ];
  return `    ${cells.join(' ')}`;
}

function report(label: string, outcomes: readonly Outcome[]): void {
  const totalsRight = count(outcomes, 'totalRight');
  const gstins = count(outcomes, 'gstinPrinted');
  const medianMs = median(outcomes.map((outcome) => outcome.ms));
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `  ${label}: total and day right ${String(count(outcomes, 'right'))}/${String(outcomes.length)} (${percent(count(outcomes, 'right'), outcomes.length)}); ` +
      `wrong totals without a warning ${String(count(outcomes, 'wrongUnwarned'))} (target 0: ${met(count(outcomes, 'wrongUnwarned') === 0)}); ` +
      `right totals warned ${percent(count(outcomes, 'rightWarned'), totalsRight)} (target <= 25 %: ${met(count(outcomes, 'rightWarned') <= RIGHT_WARNED_TARGET * totalsRight)}); ` +
      `GSTINs right ${String(count(outcomes, 'gstinRight'))}/${String(gstins)} (target >= 2 in 3: ${met(3 * count(outcomes, 'gstinRight') >= 2 * gstins)}), wrong ${String(count(outcomes, 'gstinWrong'))} (target 0: ${met(count(outcomes, 'gstinWrong') === 0)}); ` +
      `time per bill median ${medianMs.toFixed(0)} ms (target <= ${String(MEDIAN_TARGET_MS)} ms: ${met(medianMs <= MEDIAN_TARGET_MS)}), max ${Math.max(0, ...outcomes.map((outcome) => outcome.ms)).toFixed(0)} ms`,
  );
  console.log(
    `    ${['kind', 'right', 'wrong-unw', 'right warned', 'no total', 'GSTIN ok/pr', 'GSTIN x', 'ms med/max'].map((h, i) => h.padEnd([12, 13, 10, 13, 9, 12, 7, 0][i] ?? 0)).join(' ')}`,
  );
  for (const kind of receiptKinds)
    console.log(
      row(
        kind,
        outcomes.filter((outcome) => outcome.kind === kind),
      ),
    );
  console.log(row('all', outcomes));
}

/**
 * `npm run bench`: the committed receipt fixtures (scripts/bills/photos/fixtures, 45 receipts of nine
 * kinds rendered in Chromium and photographed with ImageMagick) read as the server reads them
 * (prepared, tesseract.js with the English model, readBillPages in the fixtures' window), clean and as
 * photos, scored per kind, and three pictures that are not bills. Prints figures, never fails on them;
 * BENCH_VERBOSE=1 prints every miss with what was read.
 */
export async function benchBillReading(): Promise<void> {
  const manifest = readPhotoManifest();
  console.log(
    `\nBills read as the server reads them (tesseract.js, English model, ${String(manifest.receipts.length)} receipt fixtures, clean and photographed):`,
  );
  const started = performance.now();
  const ocr = await startOcr();
  console.log(`  model loaded in ${(performance.now() - started).toFixed(0)} ms`);
  const everyBill: number[] = [];
  try {
    for (const [label, pathOf] of [
      ['clean', cleanImagePath],
      ['photo', photoImagePath],
    ] as const) {
      const outcomes: Outcome[] = [];
      for (const expected of manifest.receipts) {
        const image = await readFile(pathOf(expected.name));
        const before = performance.now();
        const read = await ocr.read(image, manifest.window);
        const outcome = judge(expected, read, performance.now() - before);
        everyBill.push(performance.now() - before);
        outcomes.push(outcome);
        if (
          process.env.BENCH_VERBOSE &&
          (!outcome.right || outcome.gstinWrong || (outcome.gstinPrinted && !outcome.gstinRight))
        )
          console.log(
            `    ${label} ${expected.name}: expected ${JSON.stringify({ totalPaise: expected.totalPaise, day: expected.day, gstin: expected.gstin })}, read ${JSON.stringify(read)}\n      text: ${ocr.lastText().replace(/\s*\n\s*/g, ' | ')}`,
          );
      }
      report(label, outcomes);
    }
    const sorted = [...everyBill].sort((a, b) => a - b);
    console.log(
      `  the server's reading (readBill runs this very reader: prepare, OCR, readBillPages) over all ${String(sorted.length)} images: p50 ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms a bill on one core, plus its model's load once an instance (above)`,
    );
    const [first] = billSpecs;
    const unreadable = [];
    for (const { name, image } of await notBills(first?.lines ?? [])) {
      const read = await ocr.read(image, fixtureWindow);
      unreadable.push(
        `${name} ${read.status === 'unreadable' ? 'Could not read' : `read ${JSON.stringify(read)}`}`,
      );
    }
    console.log(`  photos that are not bills: ${unreadable.join('; ')}`);
  } finally {
    await ocr.stop();
  }
}
