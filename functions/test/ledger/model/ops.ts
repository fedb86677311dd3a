import fc from 'fast-check';

/** What a step of the property test does; every choice is an index the step maps onto what exists. */
export type Op =
  | { kind: 'wait'; hours: number }
  | { kind: 'save'; rep: number; mask: number; allocated: number; spent: number; food: number; back: number }
  | { kind: 'decide'; pick: number; how: 'approve' | 'less' | 'refuse'; fraction: number; inError: boolean }
  | { kind: 'correct'; pick: number; allocated: number; spent: number; back: number }
  | { kind: 'withdraw'; pick: number }
  | { kind: 'settle'; rep: number; mask: number; mode: number; back: number }
  | { kind: 'reverse'; pick: number }
  | { kind: 'close' }
  | { kind: 'reopen'; pick: number }
  | { kind: 'advance'; rep: number; paise: number; asked: boolean; back: number }
  | { kind: 'return'; pick: number; fraction: number; back: number }
  | { kind: 'carry'; pick: number };

const paise = fc.integer({ min: 0, max: 300_000 });
const spent = fc.integer({ min: 1, max: 300_000 });
const share = fc.double({ min: 0, max: 1, noNaN: true });

export const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 24 * 30 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('save' as const),
      rep: fc.nat(2),
      mask: fc.integer({ min: 1, max: 7 }),
      // Nothing allocated half the time: an approval of it needs no advance.
      allocated: fc.oneof(fc.constant(0), paise),
      spent,
      food: share,
      back: fc.nat(34),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      pick: fc.nat(),
      how: fc.constantFrom('approve' as const, 'less' as const, 'refuse' as const),
      fraction: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      inError: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('correct' as const),
      pick: fc.nat(),
      allocated: paise,
      spent,
      // Moved to today a third of the time: out of its month, a closed one too (refused).
      back: fc.oneof(fc.constant(0), fc.nat(40), fc.nat(40)),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      rep: fc.nat(2),
      mask: fc.nat(),
      mode: fc.nat(3),
      // Today half the time; else up to 20 days back (before its latest event or in a closed month: refused).
      back: fc.oneof(fc.constant(0), fc.nat(20)),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('close' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reopen' as const), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      rep: fc.nat(2),
      paise: fc.integer({ min: 1, max: 400_000 }),
      // Asked for on the phone, approved and paid; else given by an admin with no request.
      asked: fc.boolean(),
      // Paid today half the time; else up to 40 days back (in a closed month: refused).
      back: fc.oneof(fc.constant(0), fc.nat(40)),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('return' as const),
      pick: fc.nat(),
      fraction: fc.double({ min: 0.01, max: 1, noNaN: true }),
      back: fc.oneof(fc.constant(0), fc.nat(10)),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('carry' as const), pick: fc.nat() }) },
);
