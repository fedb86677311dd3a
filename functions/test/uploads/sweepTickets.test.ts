import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { draftLifetimeMs } from '../../src/domain/constants.js';
import { sweepTickets } from '../../src/services/uploads/sweepTickets.js';

it('removes upload tickets that expired more than a draft lifetime ago, and keeps the rest', async () => {
  const store = new LocalStore(await mkdtemp(path.join(tmpdir(), 'sweep-tickets-')));
  const now = Date.UTC(2026, 10, 22);
  const ticket = (expiresAt: number) => ({ uid: 'u', folder: 'bills', fileName: 'a.png', expiresAt });
  await store.update({
    'uploadTickets/old1': ticket(now - draftLifetimeMs - 1),
    'uploadTickets/old2': ticket(now - draftLifetimeMs - 60_000),
    'uploadTickets/recent': ticket(now - 60_000),
    'uploadTickets/open': ticket(now + 60_000),
  });
  expect(await sweepTickets(store, () => now)).toBe(2);
  expect(Object.keys((await store.get<Record<string, unknown>>('uploadTickets')) ?? {}).sort()).toEqual([
    'open',
    'recent',
  ]);
});
