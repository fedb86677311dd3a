import { describe, expect, it } from 'vitest';
import { MAX_PLACE_KEY_BYTES, placeKeyOf } from '../../src/domain/visits/visitPlaces.js';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('a place key', () => {
  it('stays within the Realtime Database’s 768-byte key limit for the longest name a field takes', () => {
    const devanagari = 'अ'.repeat(500);
    const key = placeKeyOf(devanagari);
    expect(bytes(key)).toBeLessThanOrEqual(MAX_PLACE_KEY_BYTES);
    expect(bytes(placeKeyOf('%.'.repeat(250)))).toBeLessThanOrEqual(768);
    // The same long name always has the same key; two that differ only at the end have two.
    expect(placeKeyOf(devanagari)).toBe(key);
    expect(placeKeyOf(`${'अ'.repeat(499)}ब`)).not.toBe(key);
  });

  it('leaves a key within the limit as it was', () => {
    expect(placeKeyOf('VJTI  mumbai')).toBe(placeKeyOf('VJTI Mumbai'));
    expect(placeKeyOf('St. Mary')).not.toContain('.');
    const name = 'x'.repeat(MAX_PLACE_KEY_BYTES);
    expect(placeKeyOf(name)).not.toContain('~');
    expect(placeKeyOf(`${name}y`)).toContain('~');
  });
});
