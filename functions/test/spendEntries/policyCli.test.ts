import { describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { readSpendPolicy } from '../../src/services/spendEntries/policyStore.js';
import { parsePolicyCommand, runPolicyCommand } from '../../../scripts/policy/command.js';
import { useTempLocalStore } from '../support/callRequest.js';

/** What `show` says of mileage before any of it is set. */
const noMileage = [
  'mileage two-wheeler: no rate (no mileage)',
  'mileage car: no rate (no mileage)',
  'mileage road-factor 1.3',
  'mileage cap: none',
];

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
      ...noMileage,
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
    expect(lines).toEqual(['No limits set.', 'Spends may be dated up to 30 days back.', ...noMileage]);
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
      ...noMileage,
    ]);
    lines.length = 0;
    await run(['days-back', '0']);
    expect(lines).toContain('Spends may be dated today only.');
    store.close();
  });
});

describe('npm run policy -- set mileage', () => {
  const refused = (argv: string[], message: string) => {
    expect(() => parsePolicyCommand(argv)).toThrow(message);
  };

  it('reads a rate a km as rupees into whole paise, the road factor and a cap in whole km', () => {
    expect(parsePolicyCommand(['set', 'mileage', 'two-wheeler', '3.50'])).toMatchObject({
      action: 'mileage',
      change: { setting: 'two-wheeler', value: 350 },
    });
    expect(parsePolicyCommand(['set', 'mileage', 'car', '8'])).toMatchObject({
      change: { setting: 'car', value: 800 },
    });
    expect(parsePolicyCommand(['set', 'mileage', 'road-factor', '1.35'])).toMatchObject({
      change: { setting: 'road-factor', value: 1.35 },
    });
    expect(parsePolicyCommand(['set', 'mileage', 'cap', '80'])).toMatchObject({
      change: { setting: 'cap', value: 80 },
    });
    expect(parsePolicyCommand(['unset', 'mileage', 'car'])).toMatchObject({ change: { setting: 'car' } });
  });

  it('refuses with a message naming the problem', () => {
    for (const word of ['3.555', '0', '100.01', 'ten', '', '1e400']) {
      refused(
        ['set', 'mileage', 'two-wheeler', word],
        `The rate must be rupees a km from 0.01 to 100 with at most 2 decimals, not "${word}".`,
      );
    }
    refused(['set', 'mileage', 'car'], 'The rate must be rupees a km from 0.01 to 100');
    for (const word of ['0.9', '3.01', '1.333', 'x']) {
      refused(
        ['set', 'mileage', 'road-factor', word],
        `The road factor must be a number from 1 to 3 with at most 2 decimals, not "${word}".`,
      );
    }
    for (const word of ['1.5', '0', '1001', 'many']) {
      refused(
        ['set', 'mileage', 'cap', word],
        `The cap must be a whole number of km from 1 to 1000, not "${word}".`,
      );
    }
    refused(['set', 'mileage', 'bus', '3'], 'Mileage takes two-wheeler, car, road-factor or cap, not "bus".');
    refused(['unset', 'mileage', 'car', '3'], 'unset mileage takes no value.');
    refused(['set', 'mileage', 'car', '3', '4'], 'Unexpected argument "4".');
    refused(['set', 'mileage', 'car', '3', '--block'], '--block only goes with a limit or a bill rule.');
  });

  it('sets, shows and unsets mileage in the Store the server reads; a refused command changes nothing', async () => {
    const store = new LocalStore(useTempLocalStore());
    const lines: string[] = [];
    const run = async (argv: string[]) =>
      runPolicyCommand(parsePolicyCommand(argv), store, (line) => {
        lines.push(line);
      });
    await run(['set', 'sales', 'fuel', 'limit', '500']);
    await run(['set', 'mileage', 'two-wheeler', '3.50']);
    await run(['set', 'mileage', 'car', '8']);
    await run(['set', 'mileage', 'road-factor', '1.4']);
    await run(['set', 'mileage', 'cap', '120']);
    const policy = await readSpendPolicy(store);
    expect(policy.mileage).toEqual({
      rates: { 'two-wheeler': 350, car: 800 },
      roadFactor: 1.4,
      dailyCapKm: 120,
    });
    expect(policy.sales.fuel).toEqual({ limit: { amount: 500, block: false } });
    const before = await store.get('spend_policy');
    await expect(run(['set', 'mileage', 'car', '0'])).rejects.toThrow('The rate must be');
    expect(await store.get('spend_policy')).toEqual(before);
    lines.length = 0;
    await run(['show']);
    expect(lines.slice(-4)).toEqual([
      'mileage two-wheeler ₹3.50 a km',
      'mileage car ₹8.00 a km',
      'mileage road-factor 1.4',
      'mileage cap 120 km a day',
    ]);
    await run(['unset', 'mileage', 'car']);
    await run(['unset', 'mileage', 'road-factor']);
    await run(['unset', 'mileage', 'cap']);
    expect((await readSpendPolicy(store)).mileage).toEqual({
      rates: { 'two-wheeler': 350 },
      roadFactor: 1.3,
    });
    expect(lines.at(-1)).toBe('mileage cap: none');
    store.close();
  });
});
