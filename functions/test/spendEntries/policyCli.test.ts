import { describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { readSpendPolicy } from '../../src/services/spendEntries/policyStore.js';
import { parsePolicyCommand, runPolicyCommand } from '../../../scripts/policy/command.js';
import { useTempLocalStore } from '../support/callRequest.js';

describe('npm run policy', () => {
  it('reads its command line, refusing what it does not know', () => {
    expect(parsePolicyCommand(['set', 'sales', 'food', 'limit', '500', '--block'])).toMatchObject({
      action: 'set',
      side: 'sales',
      category: 'food',
      rule: 'limit',
      amount: 500,
      block: true,
    });
    expect(parsePolicyCommand(['show'])).toMatchObject({ action: 'show' });
    expect(() => parsePolicyCommand(['set', 'sales', 'snacks', 'limit', '5'])).toThrow(
      'The category must be',
    );
    expect(() => parsePolicyCommand(['set', 'admin', 'food', 'limit', '5'])).toThrow('The side must be');
    expect(() => parsePolicyCommand(['set', 'sales', 'food', 'cap', '5'])).toThrow('The rule must be');
    expect(() => parsePolicyCommand(['set', 'sales', 'food', 'limit', '1.234'])).toThrow(
      'at most 2 decimals',
    );
    expect(() => parsePolicyCommand(['show', '--block'])).toThrow('--block only goes with set.');
  });

  it('sets, shows and unsets rules in the Store the server reads', async () => {
    const store = new LocalStore(useTempLocalStore());
    const lines: string[] = [];
    const run = (argv: string[]) =>
      runPolicyCommand(parsePolicyCommand(argv), store, (line) => {
        lines.push(line);
      });
    await run(['set', 'sales', 'food', 'limit', '500']);
    await run(['set', 'sales', 'spent', 'bill', '300', '--block']);
    expect((await readSpendPolicy(store)).sales).toEqual({
      food: { limit: { amount: 500, block: false } },
      spent: { bill: { amount: 300, block: true } },
    });
    lines.length = 0;
    await run(['show']);
    expect(lines).toEqual([
      'sales food daily limit ₹500.00 (warns)',
      'sales spent bill needed from ₹300.00 (blocks)',
      'Spends may be dated up to 30 days back.',
    ]);
    await run(['unset', 'sales', 'food', 'limit']);
    expect((await readSpendPolicy(store)).sales.food).toBeUndefined();
    store.close();
  });
});

describe('npm run policy -- days-back', () => {
  it('reads a whole number of days from 0 to 365, refusing anything else', () => {
    expect(parsePolicyCommand(['days-back', '7'])).toMatchObject({ action: 'days-back', days: 7 });
    expect(parsePolicyCommand(['days-back', '0'])).toMatchObject({ action: 'days-back', days: 0 });
    for (const word of ['1.5', '366', 'ten', '']) {
      expect(() => parsePolicyCommand(['days-back', word])).toThrow('The days must be a whole number');
    }
    expect(() => parsePolicyCommand(['days-back'])).toThrow('The days must be a whole number');
    expect(() => parsePolicyCommand(['days-back', '-1'])).toThrow("Unknown option '-1'");
    expect(() => parsePolicyCommand(['days-back', '7', '8'])).toThrow('Unexpected argument "8".');
    expect(() => parsePolicyCommand(['days-back', '7', '--block'])).toThrow('--block only goes with set.');
  });

  it('is 30 until set, is kept beside the limits, and is what the server reads', async () => {
    const store = new LocalStore(useTempLocalStore());
    const lines: string[] = [];
    const run = (argv: string[]) =>
      runPolicyCommand(parsePolicyCommand(argv), store, (line) => {
        lines.push(line);
      });
    expect((await readSpendPolicy(store)).maxDaysBack).toBe(30);
    await run(['show']);
    expect(lines).toEqual(['No limits set.', 'Spends may be dated up to 30 days back.']);
    await run(['set', 'sales', 'food', 'limit', '500']);
    await run(['days-back', '7']);
    await run(['set', 'placement', 'toll', 'bill', '100']);
    const policy = await readSpendPolicy(store);
    expect(policy.maxDaysBack).toBe(7);
    expect(policy.sales.food).toEqual({ limit: { amount: 500, block: false } });
    lines.length = 0;
    await run(['show']);
    expect(lines).toEqual([
      'sales food daily limit ₹500.00 (warns)',
      'placement toll bill needed from ₹100.00 (warns)',
      'Spends may be dated up to 7 days back.',
    ]);
    lines.length = 0;
    await run(['days-back', '0']);
    expect(lines.at(-1)).toBe('Spends may be dated today only.');
    store.close();
  });
});
