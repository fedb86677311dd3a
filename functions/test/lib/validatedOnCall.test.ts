import { HttpsError } from 'firebase-functions/v2/https';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { validatedOnCall } from '../../src/lib/validatedOnCall.js';
import { callRequest, useTempLocalStore } from '../support/callRequest.js';

const contract = {
  input: z.strictObject({ name: z.string().max(5), count: z.number().int().nonnegative() }),
  output: z.object({ greeting: z.string() }),
};

const handler = vi.fn(async (input: { name: string; count: number }) =>
  Promise.resolve({ greeting: `${input.name} x${String(input.count)}` }),
);
const adminOnly = validatedOnCall('adminOnly', contract, ['admin'], handler);

async function rejection(promise: Promise<unknown>): Promise<HttpsError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpsError)) throw new Error(`Expected an HttpsError, got ${String(error)}`);
  return error;
}

describe('validatedOnCall', () => {
  beforeAll(() => {
    useTempLocalStore();
  });

  it('runs the use case for a signed-in caller with the role and valid input', async () => {
    const result = await adminOnly.run(
      callRequest({ name: 'Ada', count: 2 }, { uid: 'u1', roles: ['admin'] }),
    );
    expect(result).toEqual({ greeting: 'Ada x2' });
  });

  it('refuses a caller who is not signed in, before looking at the input', async () => {
    const error = await rejection(adminOnly.run(callRequest({ nonsense: true })));
    expect(error.code).toBe('unauthenticated');
  });

  it('refuses a caller without the role', async () => {
    handler.mockClear();
    const error = await rejection(
      adminOnly.run(callRequest({ name: 'Ada', count: 2 }, { uid: 'u2', roles: ['sales'] })),
    );
    expect(error.code).toBe('permission-denied');
    expect(handler).not.toHaveBeenCalled();
  });

  it('names the bad field of an invalid input and does not run the use case', async () => {
    handler.mockClear();
    const error = await rejection(
      adminOnly.run(
        callRequest({ name: 'Ada Lovelace', count: -1, extra: 1 }, { uid: 'u1', roles: ['admin'] }),
      ),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(/^name: /);
    expect(error.details).toEqual({
      fieldErrors: [
        { field: 'name', message: expect.any(String) as string },
        { field: 'count', message: expect.any(String) as string },
        { field: 'extra', message: 'Unknown field.' },
      ],
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('hides unexpected failures behind an internal error and logs them', async () => {
    handler.mockRejectedValueOnce(new Error('disk on fire'));
    const error = await rejection(
      adminOnly.run(callRequest({ name: 'Ada', count: 1 }, { uid: 'u1', roles: ['admin'] })),
    );
    expect(error.code).toBe('internal');
    expect(error.message).not.toContain('disk on fire');
  });
});
