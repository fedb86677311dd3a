import { describe, expect, it, vi } from 'vitest';
import { TabSync, type ChannelLike } from './tabSync';

/** Channels of one browser: a message posted on one reaches every other open one. */
function fakeBrowser() {
  const open = new Set<ChannelLike>();
  const openChannel = (): ChannelLike => {
    const channel: ChannelLike = {
      onmessage: null,
      postMessage: (message) => {
        for (const other of open) if (other !== channel) other.onmessage?.({ data: message } as MessageEvent);
      },
      close: () => {
        open.delete(channel);
      },
    };
    open.add(channel);
    return channel;
  };
  return { open, openChannel };
}

describe('TabSync', () => {
  it('stops hearing the other tabs once closed (signed out), yet still tells them', () => {
    const browser = fakeBrowser();
    const signedOut = new TabSync(browser.openChannel);
    const other = new TabSync(browser.openChannel);
    const heardBySignedOut = vi.fn();
    const heardByOther = vi.fn();
    signedOut.listen(heardBySignedOut);
    other.listen(heardByOther);
    other.tellOthers();
    expect(heardBySignedOut).toHaveBeenCalledTimes(1);

    signedOut.close();
    other.tellOthers();
    expect(heardBySignedOut).toHaveBeenCalledTimes(1);
    signedOut.tellOthers();
    expect(heardByOther).toHaveBeenCalledTimes(1);
    // The channel it told them through is closed again.
    expect(browser.open.size).toBe(1);
  });
});
