import { describe, expect, it, vi } from 'vitest';
import { REQUEST_REUSED_REASON } from '@domain/requestId';
import { visitMessages } from '@domain/visits/visitMessages';
import { toCallError } from './callError';
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
  ])("says the app's own words for %s, even while the browser reports online", (_, raw) => {
    const error = toCallError(raw);
    expect(error.unanswered).toBe(true);
    expect(error.isNetwork).toBe(true);
    expect(submitFailureText(error)).toBe(visitMessages.notSent);
  });

  it('reads the reason a server gives in its details', () => {
    const error = toCallError(
      sdkError('failed-precondition', 'Used before [400]', { reason: REQUEST_REUSED_REASON }),
    );
    expect(error.reason).toBe(REQUEST_REUSED_REASON);
  });
});
