import { describe, expect, it, vi } from 'vitest';
import { REQUEST_REUSED_REASON } from '@domain/requestReused';
import { toCallError } from './callError';
import { isTransient } from './submission/sendPolicy';
import { submitFailureText } from './submitErrors';

vi.mock('./firebase', () => ({ functions: {} }));

const sdkError = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { code: `functions/${code}`, details });

describe('toCallError', () => {
  it("keeps the server's message without the HTTP status the SDK appends", () => {
    const error = toCallError(sdkError('failed-precondition', 'Sheet is locked [400]'));
    expect(error.message).toBe('Sheet is locked');
    expect(error.unanswered).toBe(false);
    expect(`Error: ${submitFailureText(error)}`).toBe('Error: Sheet is locked');
  });

  it.each([
    ['no HTTP answer at all', sdkError('internal', 'internal [0]')],
    ['a timeout', sdkError('deadline-exceeded', 'deadline-exceeded')],
  ])('treats %s as unanswered, so the outbox keeps the entry to send again', (_, raw) => {
    const error = toCallError(raw);
    expect(error.unanswered).toBe(true);
    expect(error.isNetwork).toBe(true);
    expect(isTransient(error, true)).toBe(true);
  });

  it('treats a refusal as final: the outbox keeps the entry as failed', () => {
    expect(isTransient(toCallError(sdkError('permission-denied', 'Needs the sales role. [403]')), true)).toBe(
      false,
    );
  });

  it('reads the reason a server gives in its details', () => {
    const error = toCallError(
      sdkError('failed-precondition', 'Used before [400]', { reason: REQUEST_REUSED_REASON }),
    );
    expect(error.reason).toBe(REQUEST_REUSED_REASON);
  });

  it("keeps the server's per-field problems, and none when one of them is malformed", () => {
    const problem = { field: 'amount', message: 'Must be positive.' };
    const refused = (fieldErrors: unknown) =>
      toCallError(sdkError('invalid-argument', 'Check the form [400]', { fieldErrors }));
    expect(refused([{ ...problem, extra: 1 }]).fieldErrors).toEqual([problem]);
    expect(refused([problem, { field: 'place' }]).fieldErrors).toEqual([]);
    expect(refused('amount').fieldErrors).toEqual([]);
    expect(toCallError(sdkError('invalid-argument', 'No details')).fieldErrors).toEqual([]);
  });
});
