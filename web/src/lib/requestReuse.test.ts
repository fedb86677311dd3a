import { describe, expect, it, vi } from 'vitest';
import { REQUEST_REUSED_REASON } from '@domain/requestId';
import { CallError } from './callables';
import { sendWithFreshIdIfReused } from './requestReuse';

vi.mock('./firebase', () => ({ functions: {} }));

const reused = () => new CallError('failed-precondition', 'Reused', [], REQUEST_REUSED_REASON);

describe('sendWithFreshIdIfReused', () => {
  it('resends the same values once under a new id when the server refuses the id as reused', async () => {
    const send = vi.fn<(input: { requestId: string; name: string }) => Promise<string>>();
    send.mockRejectedValueOnce(reused()).mockResolvedValueOnce('stored');
    const onNewId = vi.fn();
    await expect(sendWithFreshIdIfReused(send, { requestId: 'old', name: 'Acme' }, onNewId)).resolves.toBe(
      'stored',
    );
    const [, second] = send.mock.calls.map(([input]) => input);
    expect(second).toEqual({ requestId: expect.not.stringMatching(/^old$/) as unknown, name: 'Acme' });
    expect(onNewId).toHaveBeenCalledWith(second!.requestId);
  });

  it('sends once only when refused twice, and passes other failures on untouched', async () => {
    const twice = vi.fn(() => Promise.reject(reused()));
    await expect(sendWithFreshIdIfReused(twice, { requestId: 'a' })).rejects.toBeInstanceOf(CallError);
    expect(twice).toHaveBeenCalledTimes(2);
    const locked = new CallError('failed-precondition', 'Sheet is locked');
    const other = vi.fn(() => Promise.reject(locked));
    await expect(sendWithFreshIdIfReused(other, { requestId: 'a' })).rejects.toBe(locked);
    expect(other).toHaveBeenCalledTimes(1);
  });
});
