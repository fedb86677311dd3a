import { describe, expect, it, vi } from 'vitest';
import { postJson } from '../stack/postJson.js';

function closedSocket(): TypeError {
  const cause = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
  return new TypeError('fetch failed', { cause });
}

const reply = () => Promise.resolve(Response.json({ result: { total: 3 } }));

describe('postJson', () => {
  it('sends once more when the kept-alive connection turns out closed, and times that attempt', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(closedSocket())
      .mockImplementationOnce(reply);
    const answer = await postJson<{ result: { total: number } }>(
      'http://127.0.0.1:1/listFiles',
      { data: { folder: 'bills' } },
      { authorization: 'Bearer t' },
      fetchImpl,
    );
    expect(answer.body.result.total).toBe(3);
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeGreaterThanOrEqual(0);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const [, init] = fetchImpl.mock.calls[1] ?? [];
    expect(init?.headers).toEqual({ 'content-type': 'application/json', authorization: 'Bearer t' });
    expect(init?.body).toBe('{"data":{"folder":"bills"}}');
  });

  it('retries only once', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(closedSocket());
    await expect(postJson('http://127.0.0.1:1/x', {}, {}, fetchImpl)).rejects.toThrow('fetch failed');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not retry any other failure', async () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(refused);
    await expect(postJson('http://127.0.0.1:1/x', {}, {}, fetchImpl)).rejects.toThrow('fetch failed');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
