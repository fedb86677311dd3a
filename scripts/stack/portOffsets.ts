/**
 * Offsets for stacks beside the usual one: no two ports of a stack (ports.ts) differ by these, so each moved
 * stack's ports stay clear of every other's (100 would put one hub on another's logging port).
 */
export const movedStackOffsets = { e2eShardStep: 1000, bench: 5000 } as const;
