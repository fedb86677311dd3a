import { describe, expect, it } from 'vitest';
import { accountKeys } from './accountKeys';
import { draftKey } from './formDraft';
import { forgetAccount } from './forgetAccount';
import { queryClient } from './queryClient';
import { OFFLINE_ANSWERS_KEY } from './queryPersistence';
import { addEntry, entriesOf, readKv, writeKv } from './submission/outboxDb';
import { newEntry } from './submission/newEntry';
import { startEachTestEmpty, visit } from '../testing/outboxKit';

startEachTestEmpty();

describe('signing out forgets the account in this browser', () => {
  it('removes its keys, drafts, answers and their offline copy, and keeps its Outbox entries waiting', async () => {
    localStorage.setItem(accountKeys.roles('asha'), '["sales"]');
    localStorage.setItem(accountKeys.decisionsSeen('asha'), '1790000000000');
    localStorage.setItem(accountKeys.decisionsSeen('ravi'), '1790000000001');
    localStorage.setItem(draftKey('sales', 'asha'), '{"values":{},"key":"x"}');
    queryClient.setQueryData(['getSpendOptions'], { colleges: ['VJTI Mumbai'] });
    await writeKv(OFFLINE_ANSWERS_KEY, '{"savedAt":1,"state":{}}');
    await addEntry(newEntry('asha', visit('VJTI Mumbai'), 1_000));

    await forgetAccount('asha');

    expect(localStorage.getItem(accountKeys.roles('asha'))).toBeNull();
    expect(localStorage.getItem(accountKeys.decisionsSeen('asha'))).toBeNull();
    expect(localStorage.getItem(draftKey('sales', 'asha'))).toBeNull();
    // Another account's notice on this phone is its own.
    expect(localStorage.getItem(accountKeys.decisionsSeen('ravi'))).toBe('1790000000001');
    expect(queryClient.getQueryData(['getSpendOptions'])).toBeUndefined();
    expect(await readKv(OFFLINE_ANSWERS_KEY)).toBeUndefined();
    expect((await entriesOf('asha')).map((entry) => [entry.owner, entry.state])).toEqual([
      ['asha', 'waiting'],
    ]);
  });
});
