import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { offlineAnswerGcMs, persistOfflineAnswers } from './queryPersistence';

const options = { colleges: ['VJTI Mumbai'], companies: ['Infosys'] };

describe('the offline forms’ last answers', () => {
  it('stay in memory once no form shows them (their gc timer does not overflow)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const client = new QueryClient();
      const key = ['getSpendPolicy'];
      const gcTime = offlineAnswerGcMs;
      await client.query({ queryKey: key, queryFn: () => Promise.resolve({ sales: {} }), gcTime });
      // No observer: the gc timer runs. An overflowing delay would fire at once; this one, only at its end.
      await vi.advanceTimersByTimeAsync(gcTime - 1);
      expect(client.getQueryData(key)).toEqual({ sales: {} });
      await vi.advanceTimersByTimeAsync(1);
      expect(client.getQueryData(key)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('are kept on the phone and back after a restart, and nothing else is', async () => {
    const before = new QueryClient();
    const stop = await persistOfflineAnswers(before);
    before.setQueryData(['getSpendOptions'], options);
    before.setQueryData(['peekVisitCode', { kind: 'sales' }], { code: 'SALES-VIST-12' });
    before.setQueryData(['myAdvances'], { advances: [], heldPaise: 180_000 });
    before.setQueryData(['myReport', 'rep-1'], { entries: ['private'] });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    stop();

    const after = new QueryClient();
    (await persistOfflineAnswers(after))();
    expect(after.getQueryData(['getSpendOptions'])).toEqual(options);
    expect(after.getQueryData(['peekVisitCode', { kind: 'sales' }])).toEqual({ code: 'SALES-VIST-12' });
    expect(after.getQueryData(['myAdvances'])).toEqual({ advances: [], heldPaise: 180_000 });
    expect(after.getQueryData(['myReport', 'rep-1'])).toBeUndefined();
  });
});
