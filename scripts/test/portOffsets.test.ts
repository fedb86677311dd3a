import { describe, expect, it } from 'vitest';
import { movedStackOffsets } from '../stack/portOffsets.js';
import { portsAt } from '../stack/ports.js';

describe('moved stacks', () => {
  it('never share a port with the usual stack, the other end-to-end shards or the bench', () => {
    const offsets = [
      0,
      movedStackOffsets.e2eShardStep,
      2 * movedStackOffsets.e2eShardStep,
      movedStackOffsets.bench,
    ];
    const owners = new Map<number, string>();
    for (const offset of offsets) {
      for (const { name, port } of Object.values(portsAt(offset))) {
        const owner = `${name} of the stack at +${String(offset)}`;
        expect(owners.get(port), `${String(port)}: ${owner}`).toBeUndefined();
        owners.set(port, owner);
      }
    }
    expect(owners.size).toBe(offsets.length * Object.keys(portsAt(0)).length);
  });
});
