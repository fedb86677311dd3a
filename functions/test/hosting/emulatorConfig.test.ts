import { describe, expect, it } from 'vitest';
import { widenPolicy } from '../../../scripts/stack/emulatorConfig.js';

describe("the local stack's copy of the hosting policy", () => {
  it('adds the local origins to the named directives only, once each', () => {
    const policy = "default-src 'self'; connect-src 'self' https://a.example; img-src 'self'";
    expect(
      widenPolicy(policy, {
        'connect-src': ['http://127.0.0.1:9099', 'https://a.example'],
        'img-src': ['http://127.0.0.1:9190'],
      }),
    ).toBe(
      "default-src 'self'; connect-src 'self' https://a.example http://127.0.0.1:9099; img-src 'self' http://127.0.0.1:9190",
    );
  });
});
