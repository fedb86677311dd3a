import { describe, expect, it, vi } from 'vitest';
import { CallError } from '../callError';
import type { NewEntry } from './entry';
import type { Sender } from './outbox';
import { TransientSendError } from './sendPolicy';
import {
  accept,
  heldReply,
  nameOf,
  newOutbox,
  phone,
  photo,
  sent,
  startEachTestEmpty,
  states,
  visit,
} from '../../testing/outboxKit';

startEachTestEmpty();

describe('The two lanes', () => {
  it('a stalled photo does not hold back a visit queued after it', async () => {
    // The host's reply never comes (postToHost gives up after 30 s without progress: here, at the end).
    let giveUp: (error: Error) => void = () => undefined;
    const stalled: Sender = () =>
      new Promise((_resolve, reject) => {
        giveUp = reject;
      });
    phone.online = false;
    const box = newOutbox(accept, stalled);
    await box.setOwner('asha');
    await box.submit(photo('stuck.png'));
    await box.submit(visit('After the photo'));
    phone.online = true;
    box.kick({ now: true });
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['sending', 'sent']);
    });
    giveUp(new TransientSendError('The image host stopped answering'));
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['waiting', 'sent']);
    });
  });

  it('a photo that failed for the network waits for its retry without holding back the calls', async () => {
    const failing: Sender = () => Promise.reject(new TransientSendError('The image host stopped answering'));
    phone.online = false;
    const box = newOutbox(accept, failing);
    await box.setOwner('asha');
    await box.submit(photo('later.png'));
    await box.submit(visit('One'));
    await box.submit(visit('Two'));
    phone.online = true;
    box.kick({ now: true });
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['waiting', 'sent', 'sent']);
    });
    expect(sent).toEqual(['One', 'Two']);
  });

  it('a call sent after photos waits for them, is sent once they are, and fails when one fails', async () => {
    const photoReply = heldReply();
    const photoSender: Sender = async (entry, context) => {
      await photoReply.sender(entry, context);
      sent.push(nameOf(entry));
      return {};
    };
    phone.online = false;
    const box = newOutbox(accept, photoSender);
    await box.setOwner('asha');
    const bill = await box.submit(photo('bill.png'));
    await box.submit({ ...visit('With its bill'), after: [bill.entry.id] } as NewEntry);
    await box.submit(visit('Next'));
    phone.online = true;
    box.kick({ now: true });
    await photoReply.begun;
    // The photo is being sent: the call that needs it (and, in order, the calls after it) wait.
    expect(states(box)).toEqual(['sending', 'waiting', 'waiting']);
    expect(sent).toEqual([]);
    photoReply.release();
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['sent', 'sent', 'sent']);
    });
    expect(sent.filter((name) => name !== 'bill.png')).toEqual(['With its bill', 'Next']);
    expect(sent.indexOf('bill.png')).toBeLessThan(sent.indexOf('With its bill'));

    const refused: Sender = () =>
      Promise.reject(new CallError('invalid-argument', 'Not an image.', [], null));
    const other = newOutbox(accept, refused);
    box.close();
    await other.setOwner('asha');
    const bad = await other.submit(photo('bad.png'));
    const spend = await other.submit({ ...visit('Its spend'), after: [bad.entry.id] } as NewEntry);
    await vi.waitFor(() => {
      const entry = other.getEntries().find((candidate) => candidate.id === spend.entry.id);
      expect(entry?.state).toBe('failed');
      expect(entry?.problem?.message).toContain('Bill · bad.png');
      expect(entry?.problem?.message).toContain('Not an image.');
    });
    expect(sent).not.toContain('Its spend');
  });
});
