import { describe, expect, it } from 'vitest';
import { stackPorts } from '../../../scripts/stack/ports.js';
import { EMULATOR_OWN_PORTS, SIDE_BY_SIDE_OFFSET } from '../../../scripts/stack/sideBySide.js';

describe('a second stack beside the first', () => {
  it('moves every port onto one the first stack does not hold', () => {
    // Read with no FIELD_TRACKER_PORT_OFFSET: the usual ports.
    const usual = [...Object.values(stackPorts).map(({ port }) => port), ...EMULATOR_OWN_PORTS];
    const moved = Object.values(stackPorts).map(({ port }) => port + SIDE_BY_SIDE_OFFSET);
    expect(moved.filter((port) => usual.includes(port))).toEqual([]);
    expect(Math.max(...moved)).toBeLessThan(65_536);
  });
});
