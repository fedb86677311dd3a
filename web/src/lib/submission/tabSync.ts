/** The channel every tab of the app listens on: a message says "an entry changed, read the queue again". */
export const OUTBOX_CHANNEL = 'field-tracker-outbox';

/** The part of a BroadcastChannel the outbox uses (a test gives its own). */
export interface ChannelLike {
  postMessage: (message: unknown) => void;
  close: () => void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export function openOutboxChannel(): ChannelLike | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
}

/** Keeps the tabs' lists the same: each tells the others when it changed an entry. */
export class TabSync {
  private channel: ChannelLike | null | undefined;

  constructor(private readonly open: () => ChannelLike | null) {}

  /** Starts listening (once): `onChange` runs whenever another tab changed an entry. */
  listen(onChange: () => void): void {
    if (this.channel !== undefined) return;
    this.channel = this.open();
    if (this.channel) {
      this.channel.onmessage = () => {
        onChange();
      };
    }
  }

  /** Tells the other tabs, through a channel of its own when this tab is not listening (signed out). */
  tellOthers(): void {
    if (this.channel !== undefined) {
      this.channel?.postMessage('changed');
      return;
    }
    const channel = this.open();
    channel?.postMessage('changed');
    channel?.close();
  }

  close(): void {
    this.channel?.close();
    this.channel = undefined;
  }
}
