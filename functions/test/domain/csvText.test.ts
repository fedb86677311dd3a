import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvId, csvText, neutralizeFormula } from '../../src/domain/csv/csvText.js';
import { parseCsv } from '../ledger/export/exportModel.js';

describe('neutralizeFormula', () => {
  it('makes a cell that would start a formula read as text, and leaves others alone', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralizeFormula(cell)).toBe(`'${cell}`);
    for (const cell of ['ABC College', '', '1,000.00', "'quoted"]) expect(neutralizeFormula(cell)).toBe(cell);
  });
});

describe('csvText, every export', () => {
  it('starts with a BOM, separates rows with CRLF and ends without one unless asked', () => {
    expect(csvText(['Place', 'Spent'], [['COEP', 1500]])).toBe('\uFEFFPlace,Spent\r\nCOEP,1500');
    expect(csvText(['Place', 'Spent'], [['COEP', 1500]], { lastLineBreak: true })).toBe(
      '\uFEFFPlace,Spent\r\nCOEP,1500\r\n',
    );
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes, and no other', () => {
    expect(csvText(['a'], [['Pune, MH'], ['say "hi"'], ['two\nlines'], [' spaced ']])).toBe(
      '\uFEFFa\r\n"Pune, MH"\r\n"say ""hi"""\r\n"two\nlines"\r\n spaced ',
    );
  });

  it('writes numbers plain, a negative one too, and neutralises text that would start a formula', () => {
    expect(csvText(['=Head'], [[-1240.5, '-1240.5', '=HYPERLINK("x"), COEP']])).toBe(
      '\uFEFF\'=Head\r\n-1240.5,\'-1240.5,"\'=HYPERLINK(""x""), COEP"',
    );
  });

  it('writes an id as it is (an id is text the product made, not a formula), quoted only where needed', () => {
    expect(
      csvText(
        ['Transaction', 'Place'],
        [
          [csvId('-Nabc_0001'), '-Nabc'],
          [csvId('+91 98, x'), '@x'],
        ],
      ),
    ).toBe('\uFEFFTransaction,Place\r\n-Nabc_0001,\'-Nabc\r\n"+91 98, x",\'@x');
  });

  it('reads back, cell for cell, as a spreadsheet reads it', () => {
    const cell = fc.string({
      unit: fc.constantFrom('a', 'é', ',', '"', '\r', '\n', '=', '-', ' ', '\t', "'"),
      maxLength: 6,
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const read = parseCsv(csvText(['a', 'b', 'c'], rows, { lastLineBreak: true }));
          expect(read).toEqual([['a', 'b', 'c'], ...rows.map((row) => row.map(neutralizeFormula))]);
        },
      ),
    );
  });
});
