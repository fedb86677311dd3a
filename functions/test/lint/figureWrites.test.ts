import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { figureWriteRule } from '../../../tools/lint/figureWrites.js';

const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    rules: { 'no-restricted-syntax': figureWriteRule },
  },
];
const refusedLines = (code: string) =>
  linter.verify(code, config, 'services/spendEntries/example.ts').map((message) => message.line);

describe('the lint rule on money figures', () => {
  it('refuses every way of writing a figure through its path', () => {
    const code = [
      'const writes = { [`${balancePath(uid)}/claimed`]: increment(1) };',
      "writes[`${totalsDaysPath('sales')}/2026-11-01/x/spent`] = 1;",
      'await store.set(balancePath(uid), {});',
      'await store.update({ [SPEND_BALANCES_PATH]: null });',
      'await store.transaction(`${personDaysPath(side, uid)}/2026-11-01`, () => 1);',
      'writes[settlementAmountPath(id)] = 100;',
      'await store.update({ [`${LEDGER_POSTINGS_PATH}/p1`]: {} });',
    ].join('\n');
    expect(refusedLines(code)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('lets a figure be read, and its name beside it be written', () => {
    const code = [
      'const balance = await store.get(balancePath(uid));',
      "const days = await store.query(personDaysPath('sales', uid), { orderBy: '$key' });",
      'const all = await store.get(SPEND_BALANCES_PATH);',
      'writes[balanceNamePath(uid)] = email;',
    ].join('\n');
    expect(refusedLines(code)).toEqual([]);
  });
});
