import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeTimersBesideIndexedDb } from '../../testing/fakeTimers';
import { installModalDialogs } from '../../testing/modalDialogs';
import { startTestOutbox } from '../../testing/outbox';
import { toastTexts } from '../../testing/toasts';
import { SpentDialog } from './SpentDialog';

vi.mock('../../lib/firebase', () => ({ functions: {} }));
vi.mock('firebase/functions', () => ({ httpsCallable: vi.fn() }));

/** The server's save: each test says how long it takes to answer. */
let answerAfterMs = 0;
const reads = ['getSpendOptions', 'getSpendPolicy', 'myAdvances'];

beforeAll(installModalDialogs);

beforeEach(async () => {
  // Sonner's toasts outlive a test: a new Toaster would show the last test's again.
  toast.dismiss();
  await startTestOutbox();
  useFakeTimersBesideIndexedDb();
  vi.mocked(httpsCallable).mockImplementation(
    (_functions, name) =>
      (() =>
        reads.includes(name)
          ? new Promise(() => undefined)
          : new Promise((resolve) => setTimeout(resolve, answerAfterMs, { data: { ids: ['a'] } }))) as never,
  );
});

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the fake clock by `ms`, 50 ms at a time, checking the toasts at each step. */
async function pass(ms: number, during: () => void): Promise<void> {
  for (let left = ms; left > 0; left -= 50) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(50, left)));
    during();
  }
}

/** What the toasts said, each change once: one toast at most at a time, never one without words. */
function watchToasts() {
  const said: string[] = [];
  return {
    said,
    check: () => {
      const texts = toastTexts();
      expect(texts.length, texts.join(' | ')).toBeLessThanOrEqual(1);
      for (const text of texts) expect(text).not.toBe('');
      const now = texts[0] ?? '';
      if (now !== '' && said.at(-1) !== now) said.push(now);
    },
  };
}

describe('a spend answered late shows its toast alone', () => {
  it.each([
    ['at once', 0, ['Data saved successfully!']],
    ['after 3 s', 3000, ['Sending…', 'Data saved successfully!']],
    [
      'after 10 s',
      10_000,
      ['Sending…', 'Sending… it is kept in the Outbox until the server answers', 'Data saved successfully!'],
    ],
  ])('answered %s: one toast at a time, ending "Data saved successfully!"', async (_, ms, words) => {
    answerAfterMs = ms;
    const onClose = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Toaster closeButton />
        <SpentDialog side="sales" open onClose={onClose} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.selectOptions(screen.getByLabelText('Visit Type'), 'Single Visit');
    await user.selectOptions(screen.getByLabelText('College'), 'VJTI Mumbai');
    await user.type(screen.getByLabelText('Allocated'), '1000');
    await user.type(screen.getByLabelText('Spent'), '250');
    const toasts = watchToasts();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Past the answer and the saved words' 3 s.
    await pass(ms + 4000, toasts.check);
    expect(toasts.said).toEqual(words);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
