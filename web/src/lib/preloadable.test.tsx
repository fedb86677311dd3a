import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadable', () => {
  it('suspends while the code loads when it was not preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Component } = preloadable(load);
    render(
      <Suspense fallback={<p>Opening...</p>}>
        <Component name="Asha" />
      </Suspense>,
    );
    expect(screen.getByText('Opening...')).toBeInTheDocument();
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without a fallback, once preloaded, and loads the code only once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Component, preload } = preloadable(load);
    await act(async () => {
      await Promise.all([preload(), preload()]);
    });
    render(
      <Suspense fallback={<p>Opening...</p>}>
        <Component name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
    expect(screen.queryByText('Opening...')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
