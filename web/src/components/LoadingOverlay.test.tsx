import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timings } from '@domain/constants';
import { LoadingOverlay } from './LoadingOverlay';

function litDots(): number {
  return document.querySelectorAll('.loading-overlay__dot[data-lit="true"]').length;
}

describe('LoadingOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads Loading... and lights one more dot every loadingDotsMs, then starts over', () => {
    render(<LoadingOverlay />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(litDots()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(timings.loadingDotsMs - 1);
    });
    expect(litDots()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(litDots()).toBe(2);
    act(() => {
      vi.advanceTimersByTime(timings.loadingDotsMs);
    });
    expect(litDots()).toBe(3);
    act(() => {
      vi.advanceTimersByTime(timings.loadingDotsMs);
    });
    expect(litDots()).toBe(1);
  });
});
