import { describe, expect, it } from 'vitest';
import {
  nameFromEmail,
  personName,
  personNameMessages,
  personNameSchema,
} from '../../src/domain/people/personName.js';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { readPeopleNames, setPersonName } from '../../src/services/people/names.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('a person’s name', () => {
  it('is the kept name, else the email’s local part capitalised word by word, else the uid', () => {
    expect(personName({ uid: 'u1', email: 'asha.sales@example.com', name: 'Asha Rao' })).toBe('Asha Rao');
    expect(personName({ uid: 'u1', email: 'asha.sales@example.com' })).toBe('Asha Sales');
    expect(personName({ uid: 'u1', email: 'kiran_placement+x@example.com', name: null })).toBe(
      'Kiran Placement X',
    );
    expect(personName({ uid: 'u1', email: null })).toBe('u1');
    expect(nameFromEmail('admin@example.com')).toBe('Admin');
  });

  it('accepts a typed name tidied, and refuses an empty, long or marked-up one with its message', () => {
    expect(personNameSchema.parse('  Asha   Rao ')).toBe('Asha Rao');
    expect(personNameSchema.parse("Joseph D'Souza-Pinto Jr.")).toBe("Joseph D'Souza-Pinto Jr.");
    expect(personNameSchema.parse('आशा राव')).toBe('आशा राव');
    const problem = (value: string) => personNameSchema.safeParse(value).error?.issues[0]?.message;
    expect(problem('   ')).toBe(personNameMessages.empty);
    expect(problem('A'.repeat(61))).toBe(personNameMessages.tooLong);
    expect(problem('<b>Asha</b>')).toBe(personNameMessages.badCharacters);
    expect(problem('=HYPERLINK("x")')).toBe(personNameMessages.badCharacters);
  });

  it('is kept in the Store and read back for everyone in one read', async () => {
    const store = new LocalStore(mkdtempSync(join(tmpdir(), 'people-')));
    try {
      await setPersonName(
        store,
        { uid: 'u1', email: 'asha.sales@example.com', name: 'Asha Rao' },
        'cli:me',
        5,
      );
      await store.set('people/broken', { name: '' });
      expect(await store.get('people/u1')).toEqual({
        name: 'Asha Rao',
        email: 'asha.sales@example.com',
        createdBy: 'cli:me',
        createdAt: 5,
      });
      const names = await readPeopleNames(store);
      expect(names.of({ uid: 'u1', email: 'asha.sales@example.com' })).toBe('Asha Rao');
      expect(names.of({ uid: 'broken', email: 'ravi.sales@example.com' })).toBe('Ravi Sales');
      expect(names.named({ uid: 'u2' })).toEqual({ uid: 'u2', name: 'u2' });
    } finally {
      store.close();
    }
  });
});
