import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callableServers, postCall } from '../support/callableHttp.js';
import { useTempLocalStore } from '../support/callRequest.js';

// The SDK reads its debug switches when it loads: tokens are decoded unverified, as in the emulator.
process.env.FIREBASE_DEBUG_MODE = 'true';
process.env.FIREBASE_DEBUG_FEATURES = JSON.stringify({ skipTokenVerification: true });
useTempLocalStore();
// The SDK's logger keeps the console it finds when it loads: watched from before that.
const errors = vi.spyOn(console, 'error');
const { whoAmI, withdrawSpend, submitSalesVisit } = await import('../../src/index.js');

const servers = callableServers();
const typed = (type: string, value: string): string => JSON.stringify({ '@type': type, value });
const INT64 = 'type.googleapis.com/google.protobuf.Int64Value';

describe('a typed value the callable protocol cannot decode', () => {
  const urls: string[] = [];
  beforeAll(async () => {
    for (const callable of [whoAmI, withdrawSpend, submitSalesVisit])
      urls.push(await servers.urlOf(callable));
  });
  afterAll(() => {
    servers.close();
  });

  it('is a 400 naming the field on every callable, signed in or not, with nothing logged', async () => {
    errors.mockClear();
    const answers = await Promise.all(
      urls.flatMap((url) =>
        [undefined, 'typed-1'].map((uid) => postCall(url, `{"amount":${typed(INT64, 'NaN')}}`, uid)),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({
        status: 'INVALID_ARGUMENT',
        message: 'A value could not be read: amount is not a number.',
      });
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('names a value nested in a list, and a type it does not know', async () => {
    const [url = ''] = urls;
    const nested = await postCall(url, `{"lines":[1,{"qty":${typed(INT64, 'x')}}]}`, 'typed-1');
    expect(nested.body.error?.message).toBe('A value could not be read: lines[1].qty is not a number.');
    const unknown = await postCall(url, typed('type.googleapis.com/google.protobuf.Duration', '1s'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toBe(
      'A value could not be read: input has a type this service does not know.',
    );
  });

  it('still hands a typed number the protocol decodes to the schema', async () => {
    const [url = ''] = urls;
    const answer = await postCall(url, typed(INT64, '42'), 'typed-1');
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe('input: Invalid input: expected object, received number');
  });
});
