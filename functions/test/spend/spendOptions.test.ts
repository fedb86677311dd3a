import { beforeEach, describe, expect, it } from 'vitest';
import { getSpendOptions } from '../../src/callables/getSpendOptions.js';
import { setSpendOptions } from '../../src/callables/setSpendOptions.js';
import { defaultColleges } from '../../src/domain/options/colleges.js';
import { defaultCompanies } from '../../src/domain/options/companies.js';
import { admin, failureOf, invoke, placementRep, salesRep } from '../support/callables.js';
import { useSpendStore } from './harness.js';

const { store, clear } = useSpendStore();

beforeEach(clear);

describe('getSpendOptions', () => {
  it('returns the shipped defaults when no list is stored', async () => {
    expect(await invoke(getSpendOptions, {}, salesRep)).toEqual({
      colleges: [...defaultColleges],
      companies: [...defaultCompanies],
    });
    expect(defaultColleges).toHaveLength(37);
    expect(defaultColleges.at(-1)).toBe('Other');
    expect(defaultCompanies.at(-1)).toBe('Other');
  });

  it('returns a stored list instead of the defaults, for any signed-in account', async () => {
    await store.set('options/companies', { names: ['Acme', 'Globex', 'Other'] });
    for (const caller of [salesRep, placementRep, admin]) {
      expect(await invoke(getSpendOptions, undefined, caller)).toEqual({
        colleges: [...defaultColleges],
        companies: ['Acme', 'Globex', 'Other'],
      });
    }
  });

  it('falls back to the defaults when the stored list is malformed', async () => {
    await store.set('options/colleges', { names: 'VJTI' });
    expect((await invoke(getSpendOptions, {}, salesRep)).colleges).toEqual([...defaultColleges]);
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await failureOf(invoke(getSpendOptions, {}))).code).toBe('unauthenticated');
  });
});

describe('setSpendOptions', () => {
  it('replaces a list with trimmed names, Other moved last, and the dialogs get it', async () => {
    const result = await invoke(
      setSpendOptions,
      { list: 'colleges', names: ['  Alpha Institute ', 'other', 'Beta College'] },
      admin,
    );
    expect(result.colleges).toEqual(['Alpha Institute', 'Beta College', 'Other']);
    expect(result.companies).toEqual([...defaultCompanies]);
    expect((await invoke(getSpendOptions, {}, salesRep)).colleges).toEqual([
      'Alpha Institute',
      'Beta College',
      'Other',
    ]);
    expect(await store.get('options/colleges')).toMatchObject({
      names: ['Alpha Institute', 'Beta College', 'Other'],
      updatedBy: { uid: admin.uid, email: admin.email },
    });
  });

  it('restores the defaults with names: null', async () => {
    await invoke(setSpendOptions, { list: 'companies', names: ['Acme'] }, admin);
    const result = await invoke(setSpendOptions, { list: 'companies', names: null }, admin);
    expect(result.companies).toEqual([...defaultCompanies]);
    expect(await store.get('options/companies')).toBeNull();
  });

  it.each([
    ['an empty list', { list: 'colleges', names: [] }, 'names', 'List at least one name besides Other.'],
    ['only Other', { list: 'colleges', names: ['Other'] }, 'names', 'List at least one name besides Other.'],
    ['a blank name', { list: 'colleges', names: ['Alpha', ' '] }, 'names.1', 'This field is required.'],
    ['a name twice', { list: 'companies', names: ['Acme', ' ACME'] }, 'names.1', '"ACME" is listed twice.'],
    ['an unknown list', { list: 'universities', names: ['X'] }, 'list', 'Choose one of the listed options.'],
    ['no names at all', { list: 'colleges' }, 'names', 'This field is required.'],
  ])('refuses %s, naming the field, and stores nothing', async (_case, data, field, message) => {
    const failure = await failureOf(invoke(setSpendOptions, data, admin));
    expect(failure.code).toBe('invalid-argument');
    expect(failure.details?.fieldErrors).toContainEqual({ field, message });
    expect(await store.get('options')).toBeNull();
  });

  it.each([
    ['a sales account', salesRep],
    ['a placement account', placementRep],
  ])('refuses %s: only admins change the lists', async (_who, caller) => {
    const failure = await failureOf(invoke(setSpendOptions, { list: 'colleges', names: ['Alpha'] }, caller));
    expect(failure.code).toBe('permission-denied');
    expect(await store.get('options')).toBeNull();
  });
});
