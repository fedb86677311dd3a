import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt';
import type { RegisterWorker } from './registerWorker';

/** A registration whose new version the test announces when it wants. */
function fakeWorker() {
  let announce: (() => void) | undefined;
  const apply = vi.fn();
  const register: RegisterWorker = vi.fn((onNeedRefresh: () => void) => {
    announce = onNeedRefresh;
    return Promise.resolve(apply);
  });
  return {
    register,
    apply,
    newVersionWaits: () => {
      act(() => announce?.());
    },
  };
}

describe('UpdatePrompt', () => {
  it('registers once and stays an empty status region while no new version waits', async () => {
    const worker = fakeWorker();
    render(<UpdatePrompt register={worker.register} />);
    await act(() => Promise.resolve());
    expect(worker.register).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(worker.apply).not.toHaveBeenCalled();
  });

  it('says a new version is ready and applies it only when Reload is chosen, by keyboard too', async () => {
    const worker = fakeWorker();
    const user = userEvent.setup();
    render(<UpdatePrompt register={worker.register} />);
    await act(() => Promise.resolve());
    worker.newVersionWaits();

    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready');
    expect(worker.apply).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(worker.apply).toHaveBeenCalledTimes(1);
  });

  it('puts the prompt away with Later, applying nothing', async () => {
    const worker = fakeWorker();
    const user = userEvent.setup();
    render(<UpdatePrompt register={worker.register} />);
    await act(() => Promise.resolve());
    worker.newVersionWaits();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(worker.apply).not.toHaveBeenCalled();
  });

  it('renders no prompt and registers nothing without a service worker build', () => {
    render(<UpdatePrompt register={undefined} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
