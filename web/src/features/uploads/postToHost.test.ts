import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransientSendError } from '../../lib/submission/sendPolicy';
import { postToHost } from './postToHost';

/** An XHR whose reply never comes (a held host reply), reporting upload progress when told. */
class SilentXhr {
  static last: SilentXhr | undefined;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  responseType = '';
  aborted = false;
  open() {
    SilentXhr.last = this;
  }
  send() {
    return undefined;
  }
  abort() {
    this.aborted = true;
    this.onloadend?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postToHost', () => {
  it('gives up a post that makes no progress for the stall time, as a failure worth retrying', async () => {
    vi.stubGlobal('XMLHttpRequest', SilentXhr);
    const started = Date.now();
    const posting = postToHost('http://host/upload', {}, new Blob(['x']), 'bill.png', () => undefined, 100);
    // Progress keeps it alive.
    await new Promise((resolve) => setTimeout(resolve, 60));
    SilentXhr.last?.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    await expect(posting).rejects.toBeInstanceOf(TransientSendError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(SilentXhr.last?.aborted).toBe(true);
  });
});
