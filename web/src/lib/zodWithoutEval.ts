import * as zod from 'zod/v4';

/**
 * Every `import ... from 'zod'` in the web build resolves here (vite.config.ts): zod then never probes
 * `new Function`, which the Content-Security-Policy (no 'unsafe-eval') would report as a violation.
 */
zod.config({ jitless: true });

export * from 'zod/v4';
