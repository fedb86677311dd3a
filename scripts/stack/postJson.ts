export interface JsonReply<T> {
  status: number;
  body: T;
  /** The time of the attempt that got the reply, parsing included. */
  ms: number;
}

/**
 * Node's fetch keeps connections alive and reuses them. After a long stretch of seeding the Store
 * (synchronous SQLite writes), the pool can still hold a socket the emulator has closed meanwhile
 * (it keeps idle ones 5 s); the request written to it fails with `other side closed`.
 */
export function isClosedKeptAliveSocket(error: unknown): boolean {
  if (!(error instanceof TypeError) || !(error.cause instanceof Error)) return false;
  const cause = error.cause as Error & { code?: unknown };
  return cause.code === 'UND_ERR_SOCKET' && /other side closed/i.test(cause.message);
}

/**
 * POSTs JSON and reads the JSON reply, once more on a fresh connection when the pooled one turned
 * out closed: the server closed it before this request, so it never saw it (and every caller's
 * request is a read or carries a request id anyway).
 */
export async function postJson<T>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  fetchImpl: typeof fetch = fetch,
): Promise<JsonReply<T>> {
  const attempt = async (): Promise<JsonReply<T>> => {
    const started = performance.now();
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const parsed = (await response.json()) as T;
    return { status: response.status, body: parsed, ms: performance.now() - started };
  };
  try {
    return await attempt();
  } catch (error) {
    if (!isClosedKeptAliveSocket(error)) throw error;
    return attempt();
  }
}
