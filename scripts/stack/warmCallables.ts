import { contracts } from '../../functions/src/domain/api/contracts.js';

/**
 * Calls every callable once, signed out: each is refused at once, but the Functions emulator has then
 * started its process. A stack the integration tests did not warm would otherwise answer each
 * function's first call after a cold start (25 s on a loaded 2-core machine), past the e2e timeouts.
 * Failures are ignored: a cold function is only slower.
 */
export async function warmCallables(functionsUrl: string, parallel = 3): Promise<void> {
  const names = Object.keys(contracts);
  const next = async (): Promise<void> => {
    for (let name = names.shift(); name !== undefined; name = names.shift()) {
      await fetch(`${functionsUrl}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"data":{}}',
        signal: AbortSignal.timeout(120_000),
      }).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: parallel }, next));
}
