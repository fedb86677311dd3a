import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contracts, type CallableName } from '../../src/domain/api/contracts.js';
import { inputLimits } from '../../src/domain/constants.js';
import { states } from '../../src/domain/options/states.js';
import { visitPhases, visitTypes, yesNo } from '../../src/domain/options/visitOptions.js';
import { maxSpendAmount } from '../../src/domain/spend/money.js';
import { maxOptionNames, maxSpendPlaces } from '../../src/domain/spend/spendLimits.js';
import { samePlaceKey } from '../../src/domain/spend/spendFields.js';
import * as gen from './inputArbitraries.js';

/** One field of an input: how a valid value looks and how a malformed one does. */
interface FieldSpec {
  valid: fc.Arbitrary<unknown>;
  bad: fc.Arbitrary<unknown>;
  /** Optional fields may be left out of a valid input. */
  optional?: boolean;
}

interface InputSpec {
  valid: fc.Arbitrary<unknown>;
  malformed: fc.Arbitrary<unknown>;
}

const RUNS = 1000;

const text = (): FieldSpec => ({ valid: gen.visibleText(), bad: fc.oneof(gen.dirtyText(), gen.notAString) });
const textOrOther = (): FieldSpec => ({
  valid: gen.placeName,
  bad: fc.oneof(gen.otherWord, gen.dirtyText(), gen.notAString),
});
const choice = (options: readonly string[]): FieldSpec => ({
  valid: fc.constantFrom(...options),
  bad: gen.notOneOf(options),
});
const count = (max: number): FieldSpec => ({ valid: gen.wholeNumber(max), bad: gen.badWholeNumber(max) });
const amount = (max: number): FieldSpec => ({ valid: gen.rupees(max), bad: gen.badRupees(max) });
const optional = (spec: FieldSpec, blank: unknown = ''): FieldSpec => ({
  valid: fc.oneof(spec.valid, fc.constant(blank)),
  bad: spec.bad,
  optional: true,
});
/** The sales form's dropdowns send '' when nothing was chosen. */
const optionalChoice = (options: readonly string[]): FieldSpec => ({
  valid: fc.constantFrom('', ...options),
  bad: gen.notOneOf(['', ...options]),
  optional: true,
});
const requestId: FieldSpec = { valid: gen.uuid, bad: gen.badUuid };

/** Valid inputs have every field valid; a malformed one breaks one field, adds one, or is not an object. */
function objectSpec(fields: Record<string, FieldSpec>): InputSpec & {
  valid: fc.Arbitrary<Record<string, unknown>>;
} {
  const names = Object.keys(fields);
  const valid: fc.Arbitrary<Record<string, unknown>> = fc.record(
    Object.fromEntries(names.map((name) => [name, fields[name]?.valid ?? fc.constant(undefined)])),
    { requiredKeys: names.filter((name) => !fields[name]?.optional) },
  );
  const oneBadField = fc
    .tuple(valid, fc.constantFrom(...names))
    .chain(([input, name]) =>
      (fields[name]?.bad ?? fc.constant(undefined)).map((bad) => ({ ...input, [name]: bad })),
    );
  const missingRequired = names.filter((name) => !fields[name]?.optional);
  return {
    valid,
    malformed: fc.oneof(
      { arbitrary: oneBadField, weight: 8 },
      fc
        .tuple(
          valid,
          fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !names.includes(key)),
        )
        .map(([input, key]) => ({ ...input, [key]: 'x' })),
      ...(missingRequired.length > 0
        ? [
            fc
              .tuple(valid, fc.constantFrom(...missingRequired))
              .map(([input, name]) =>
                Object.fromEntries(Object.entries(input).filter(([key]) => key !== name)),
              ),
          ]
        : []),
      fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.array(valid, { maxLength: 2 })),
    ),
  };
}

/** Callables that take nothing: only `{}` (or no data) parses. */
const emptyInput: InputSpec = {
  valid: fc.constantFrom(undefined, {}),
  malformed: fc.oneof(
    fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue(), { minKeys: 1, maxKeys: 3 }),
    fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.boolean(), fc.array(fc.jsonValue())),
  ),
};

const salesVisit: Record<string, FieldSpec> = {
  requestId,
  collegeName: text(),
  city: optional(text()),
  state: optionalChoice(states),
  pointOfContactName: optional(text()),
  pointOfContactDesignation: optional(text()),
  pointOfContactNumber: optional({ valid: gen.phone, bad: gen.badPhone }),
  pointOfContactEmail: optional({ valid: gen.email, bad: gen.badEmail }),
  accreditation: optional(textOrOther()),
  affiliation: optional(textOrOther()),
  salesRep: optional(text()),
  visitPurpose: optional(text()),
  courses: optional(textOrOther()),
  visitPhase: optionalChoice(visitPhases),
  autoDate: optional({ valid: gen.dateInRange, bad: gen.badDate }),
  studentCount: optional(count(inputLimits.maxStudentCount), 0),
  perStudentRate: optional(amount(inputLimits.maxContractAmount), 0),
  totalContractValue: optional(amount(inputLimits.maxContractAmount), 0),
  remarks: optional({
    valid: fc.tuple(gen.visibleText(), gen.visibleText()).map(([a, b]) => `${a}\n\t${b}`),
    bad: fc.oneof(gen.dirtyText({ multiline: true }), gen.notAString),
  }),
  proposal: optionalChoice(yesNo),
  mou: optionalChoice(yesNo),
};

const placementVisit: Record<string, FieldSpec> = {
  requestId,
  companyName: text(),
  city: text(),
  clientName: text(),
  clientDesignation: text(),
  clientEmail: { valid: gen.email, bad: gen.badEmail },
  clientContact: { valid: gen.phone, bad: gen.badPhone },
  crRep: text(),
  visitPurpose: text(),
  industry: text(),
  domain: textOrOther(),
  hiringPeriod: text(),
  numbersForHiring: count(inputLimits.maxHiringCount),
  pitched: choice(yesNo),
  jdReceived: choice(yesNo),
};

const distinctPlaces = fc.uniqueArray(gen.placeName, {
  minLength: 1,
  maxLength: maxSpendPlaces,
  selector: samePlaceKey,
});

function spendSpec(placesKey: 'colleges' | 'companies'): InputSpec {
  const amounts = {
    allocatedAmount: amount(maxSpendAmount),
    spentAmount: amount(maxSpendAmount),
    // Left blank, these count as 0.
    ...Object.fromEntries(
      ['food', 'fuel', 'stay', 'toll'].map((name) => [name, { ...amount(maxSpendAmount), optional: true }]),
    ),
  };
  const { valid, malformed } = objectSpec({
    requestId,
    // Whether the day is within the allowed window is the server's check (it depends on now).
    day: spendDay,
    capturedAt: { ...epochMs, optional: true },
    vehicle: { ...choice(['two-wheeler', 'car']), optional: true },
    visitType: { valid: fc.constant('Multiple Visit'), bad: gen.notOneOf(visitTypes) },
    [placesKey]: {
      valid: distinctPlaces,
      bad: fc.oneof(
        fc.constant([]),
        fc.array(gen.placeName, { minLength: maxSpendPlaces + 1, maxLength: maxSpendPlaces + 3 }),
        fc
          .tuple(distinctPlaces, fc.oneof(gen.otherWord, gen.dirtyText(), gen.notAString))
          .map(([places, bad]) => [...places, bad]),
        distinctPlaces.map((places) => [...places, ` ${places[0]?.toUpperCase() ?? ''} `]),
        gen.notAString.filter((value) => !Array.isArray(value)),
      ),
    },
    ...amounts,
  });
  // A Single Visit with more than one place is refused; with one it is fine.
  const single = fc.tuple(valid, distinctPlaces).map(([input, places]) => ({
    input: { ...input, visitType: 'Single Visit', [placesKey]: places },
    places,
  }));
  return {
    valid: fc.oneof(
      valid,
      single.filter(({ places }) => places.length === 1).map(({ input }) => input),
    ),
    malformed: fc.oneof(
      malformed,
      single.filter(({ places }) => places.length > 1).map(({ input }) => input),
    ),
  };
}

const optionNames = fc.uniqueArray(gen.placeName, { minLength: 1, maxLength: 30, selector: samePlaceKey });

const hex = (length: number) =>
  fc.string({
    unit: fc.constantFrom(...Array.from('0123456789abcdef')),
    minLength: length,
    maxLength: length,
  });
const uploadId = fc.string({
  unit: fc.constantFrom(...Array.from('-_0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')),
  minLength: 20,
  maxLength: 20,
});
const folder = choice(['bills', 'placement_docs']);
const fileId = {
  valid: uploadId,
  bad: fc.oneof(
    uploadId.map((id) => `${id}x`),
    fc.constant('a/b'),
    gen.notAString,
  ),
};
const epochMs = {
  valid: fc.integer({ min: 0, max: 4_102_444_800_000 }),
  bad: fc.oneof(fc.integer({ max: -1 }), fc.constant(1.5), gen.notANumber),
};

const isoDay = (from: string, to: string) =>
  fc
    .date({ min: new Date(`${from}T00:00:00Z`), max: new Date(`${to}T00:00:00Z`), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
const badDay = fc.oneof(
  fc.constantFrom('2025-13-01', '2025-02-30', '2025-1-1', '01/02/2025', ''),
  gen.notAString,
);
const spendDay: FieldSpec = { valid: isoDay('2020-01-01', '2030-12-31'), bad: badDay, optional: true };
// Whether the next visit is within 90 days of the visit is the server's check (it depends on the day).
/** A visit's location reading: a fix in range, or why there is none; bad coordinates are refused. */
const goodFix = fc.record({
  kind: fc.constant('fix'),
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  accuracy: fc.double({ min: 0.1, max: 100_000, noNaN: true }),
  age: fc.integer({ min: 0, max: 86_400_000 }),
  at: fc.integer({ min: 0, max: 4_102_444_800_000 }),
});
const reading: FieldSpec = {
  valid: fc.oneof(
    goodFix,
    fc.record({
      kind: fc.constant('none'),
      reason: fc.constantFrom(
        'declined',
        'denied',
        'timeout',
        'unavailable',
        'unsupported',
        'skipped',
        'unanswered',
        'notAsked',
      ),
    }),
  ),
  bad: fc.oneof(
    goodFix.map((fix) => ({ ...fix, latitude: 90.5 })),
    goodFix.map((fix) => ({ ...fix, longitude: -181 })),
    goodFix.map((fix) => ({ ...fix, latitude: Number.NaN })),
    goodFix.map((fix) => ({ ...fix, accuracy: 0 })),
    goodFix.map((fix) => ({ ...fix, accuracy: -3 })),
    goodFix.map((fix) => ({ ...fix, age: -1 })),
    fc.constant({ kind: 'none', reason: 'lost' }),
    fc.constant({ kind: 'gps' }),
    gen.notAString,
  ),
  optional: true,
};
const followUpFields = { nextVisitOn: spendDay, capturedAt: { ...epochMs, optional: true }, reading };
const dashboardScope = {
  side: choice(['sales', 'placement']),
  // Any start day comes before any end day, so a valid input never has them the wrong way round.
  from: { valid: isoDay('2020-01-01', '2024-12-31'), bad: badDay, optional: true },
  to: { valid: isoDay('2025-01-01', '2026-12-31'), bad: badDay, optional: true },
};

/** A push id (entries, settlements, bills); anything path-like is refused. */
const entryId: FieldSpec = {
  valid: gen.pushId,
  bad: fc.oneof(gen.badPushId, gen.notAString),
};
/** A person's uid. */
const uid: FieldSpec = {
  valid: fc.stringMatching(/^[\w-]{1,40}$/),
  bad: fc.oneof(gen.pathLikeId, fc.constant('u'.repeat(129)), gen.notAString),
};
const version: FieldSpec = {
  valid: fc.integer({ min: 1, max: 1000 }),
  bad: fc.oneof(fc.constantFrom(0, -1, 1.5, '1'), gen.notANumber),
};
const positiveRupees = fc.integer({ min: 1, max: 1_000_000 }).map((paise) => paise / 100);
const billIds: FieldSpec = {
  valid: fc.uniqueArray(entryId.valid, { maxLength: 10 }),
  bad: fc.oneof(
    fc.constant(['a', 'a']),
    fc.constant(['']),
    fc.uniqueArray(entryId.valid, { minLength: 11, maxLength: 12 }),
    gen.notAString.filter((value) => !Array.isArray(value)),
  ),
  optional: true,
};

/** How an advance's money moved: the mode, a reference and the day (checked against today by the server). */
const advanceMoneyFields = {
  mode: choice(['upi', 'bank', 'cash']),
  reference: {
    valid: fc.oneof(gen.visibleText(20), fc.constant('')),
    bad: fc.oneof(fc.constant('x'.repeat(101)), gen.dirtyText(), gen.notAString),
  },
  date: { valid: fc.constant('2026-11-20'), bad: fc.oneof(fc.constant('2026-11-200'), gen.notAString) },
};

const specs: Record<CallableName, InputSpec> = {
  spendSummary: objectSpec(dashboardScope),
  spendPeople: objectSpec(dashboardScope),
  spendRecords: objectSpec({
    ...dashboardScope,
    place: {
      valid: fc.oneof(gen.visibleText(40), fc.constant(null)),
      bad: fc.oneof(gen.dirtyText(), fc.integer()),
      optional: true,
    },
    after: {
      valid: fc.record({ date: fc.integer({ min: 0 }), id: fc.constantFrom('-Nabc', 'r1') }),
      bad: fc.oneof(
        fc.record({ date: fc.constant('x'), id: fc.constant('r1') }),
        fc.record({ date: fc.constant(1), id: fc.constant('') }),
        gen.notAString,
      ),
      optional: true,
    },
    limit: {
      valid: fc.integer({ min: 1, max: 500 }),
      bad: fc.oneof(fc.constantFrom(0, 501, 1.5, '11'), gen.notANumber),
      optional: true,
    },
  }),
  signUpload: objectSpec({
    folder,
    dept: choice(['sales', 'placement']),
    fileName: {
      valid: gen.visibleText(40).filter((name) => !/[/\\]/.test(name) && !name.includes('..')),
      bad: fc.oneof(
        gen.dirtyText(),
        gen.notAString,
        fc.constantFrom(
          '../../../../tmp/zipslip.png',
          '/etc/cron.d/evil.png',
          '..\\..\\windows\\evil.png',
          'a/b/c.png',
        ),
      ),
    },
    sha256: { valid: hex(64), bad: fc.oneof(hex(63), hex(40), fc.constant('Z'.repeat(64)), gen.notAString) },
    allowDuplicate: { valid: fc.boolean(), bad: fc.oneof(fc.constantFrom('true', 1, null)), optional: true },
  }),
  recordUpload: objectSpec({
    public_id: {
      valid: fc.tuple(fc.constantFrom('bills', 'placement_docs'), uploadId).map(([f, id]) => `${f}/${id}`),
      bad: fc.oneof(
        uploadId,
        uploadId.map((id) => `secrets/${id}`),
        uploadId.map((id) => `bills/${id}/x`),
        uploadId.map((id) => `bills/${id}&x=1`),
        gen.notAString,
      ),
    },
    version: {
      valid: fc.integer({ min: 1 }),
      bad: fc.oneof(
        fc.integer({ max: 0 }),
        fc.double().filter((value) => !Number.isSafeInteger(value) || value <= 0),
        gen.notANumber,
      ),
    },
    signature: {
      valid: hex(40),
      bad: fc.oneof(hex(39), hex(64), fc.constant('G'.repeat(40)), gen.notAString),
    },
  }),
  listFiles: objectSpec({
    folder,
    search: { ...text(), valid: fc.oneof(gen.visibleText(40), fc.constant('')), optional: true },
    // Both ends may be given; a start after the end is checked separately below.
    from: { ...epochMs, valid: fc.integer({ min: 0, max: 1_000_000_000_000 }), optional: true },
    to: { ...epochMs, valid: fc.integer({ min: 1_000_000_000_000, max: 4_102_444_800_000 }), optional: true },
    staff: {
      valid: fc.stringMatching(/^[\w-]{1,40}$/),
      bad: fc.oneof(fc.constantFrom('', 'a/b', '../x', 'x y', 'u'.repeat(129)), gen.notAString),
      optional: true,
    },
    after: {
      valid: fc.record({ createdAt: epochMs.valid, id: uploadId }),
      bad: fc.oneof(
        fc.record({ createdAt: epochMs.bad, id: uploadId }),
        fc.record({ createdAt: epochMs.valid, id: fileId.bad }),
        gen.notAString,
      ),
      optional: true,
    },
  }),
  listVisits: objectSpec({
    // A phase narrows sales visits only; that rule has its own test below.
    kind: { valid: fc.constant('sales'), bad: gen.notOneOf(['sales', 'placement']) },
    from: dashboardScope.from,
    to: dashboardScope.to,
    staff: {
      valid: fc.stringMatching(/^[\w-]{1,40}$/),
      bad: fc.oneof(fc.constantFrom('', 'a/b', 'x y', 'u'.repeat(129)), gen.notAString),
      optional: true,
    },
    phase: { ...choice(visitPhases), optional: true },
    search: { ...text(), valid: fc.oneof(gen.visibleText(40), fc.constant('')), optional: true },
    after: {
      valid: fc.record({ createdAt: epochMs.valid, id: fc.constantFrom('-Nabc', 'r1') }),
      bad: fc.oneof(
        fc.record({ createdAt: epochMs.bad, id: fc.constant('r1') }),
        fc.record({ createdAt: epochMs.valid, id: fc.constant('') }),
        gen.notAString,
      ),
      optional: true,
    },
    limit: {
      valid: fc.integer({ min: 1, max: 500 }),
      bad: fc.oneof(fc.constantFrom(0, 501, 1.5, '20'), gen.notANumber),
      optional: true,
    },
  }),
  visitPipeline: objectSpec({ kind: choice(['sales', 'placement']) }),
  visitExceptions: objectSpec({
    kind: choice(['sales', 'placement']),
    from: dashboardScope.from,
    to: dashboardScope.to,
  }),
  visitSheetState: objectSpec({ kind: choice(['sales', 'placement']) }),
  retryVisitSheet: objectSpec({ kind: choice(['sales', 'placement']) }),
  placeVisits: objectSpec({
    kind: choice(['sales', 'placement']),
    place: {
      valid: fc.stringMatching(/^[a-z0-9 %-]{1,40}$/),
      bad: fc.oneof(fc.constantFrom('', 'a.b', 'a/b', 'a#b', '$x', '[x]', 'x'.repeat(801)), gen.notAString),
    },
  }),
  visitedPlaces: objectSpec({ kind: choice(['sales', 'placement']) }),
  placePage: objectSpec({
    kind: choice(['sales', 'placement']),
    name: {
      valid: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .&-]{0,40}$/),
      bad: fc.oneof(fc.constantFrom('', '   ', 'x'.repeat(5000), 'a\u0000b'), gen.notAString),
    },
  }),
  deleteFile: objectSpec({ folder, id: fileId }),
  fileHistory: objectSpec({ folder, id: fileId }),
  whoAmI: emptyInput,
  myReport: emptyInput,
  myFollowUps: emptyInput,
  getPushKey: emptyInput,
  savePushSubscription: objectSpec({
    subscription: {
      valid: fc.record({
        endpoint: fc.webUrl({ validSchemes: ['https'] }).filter((url) => url.length <= 2000),
        keys: fc.record({ p256dh: gen.visibleText(87), auth: gen.visibleText(22) }),
      }),
      bad: fc.oneof(
        fc.constant({ endpoint: 'not a url', keys: { p256dh: 'a', auth: 'b' } }),
        fc.constant({ endpoint: 'ftp://push.example.com/x', keys: { p256dh: 'a', auth: 'b' } }),
        fc.constant({ endpoint: 'https://push.example.com/x', keys: { p256dh: 'a' } }),
        fc.constant({ endpoint: 'https://push.example.com/x' }),
        gen.notAString,
      ),
    },
  }),
  removePushSubscription: objectSpec({
    endpoint: {
      valid: fc.webUrl({ validSchemes: ['https'] }).filter((url) => url.length <= 2000),
      bad: fc.oneof(fc.constant(''), fc.constant('x'.repeat(2001)), gen.notAString),
    },
  }),
  getSpendOptions: emptyInput,
  peekVisitCode: objectSpec({ kind: choice(['sales', 'placement']) }),
  submitSalesVisit: objectSpec({ ...salesVisit, ...followUpFields }),
  submitPlacementVisit: objectSpec({ ...placementVisit, ...followUpFields }),
  saveSalesSpend: spendSpec('colleges'),
  savePlacementSpend: spendSpec('companies'),
  getSpendPolicy: emptyInput,
  dayMileage: objectSpec({ day: { ...spendDay, optional: false } }),
  myBills: objectSpec({
    limit: {
      valid: fc.integer({ min: 1, max: 100 }),
      bad: fc.oneof(fc.constantFrom(0, 101, 1.5, '20'), gen.notANumber),
      optional: true,
    },
  }),
  spendEntry: objectSpec({ entryId }),
  reviewQueue: objectSpec({
    side: { ...choice(['sales', 'placement']), optional: true },
    staff: {
      valid: fc.stringMatching(/^[\w-]{1,40}$/),
      bad: fc.oneof(fc.constantFrom('', 'u'.repeat(129)), gen.notAString),
      optional: true,
    },
    from: { ...dashboardScope.from, optional: true },
    to: { ...dashboardScope.to, optional: true },
    flag: { ...choice(['noBill', 'overLimit', 'sameBill', 'sameDayAmount']), optional: true },
    after: { valid: entryId.valid, bad: fc.oneof(fc.constant(''), gen.notAString), optional: true },
    limit: {
      valid: fc.integer({ min: 1, max: 100 }),
      bad: fc.oneof(fc.constantFrom(0, 101, 1.5, '20'), gen.notANumber),
      optional: true,
    },
  }),
  decideSpend: objectSpec({
    requestId,
    entryId,
    version,
    decision: {
      valid: fc.oneof(
        fc.constant({ kind: 'approve' }),
        fc.record({ kind: fc.constant('approveLess'), amount: positiveRupees, reason: gen.visibleText(40) }),
        fc.record({ kind: fc.constant('refuse'), reason: gen.visibleText(40) }),
      ),
      bad: fc.oneof(
        fc.constant({ kind: 'approveLess', reason: 'x' }),
        fc.constant({ kind: 'approveLess', amount: 0, reason: 'x' }),
        fc.constant({ kind: 'approveLess', amount: 1.234, reason: 'x' }),
        fc.constant({ kind: 'refuse', reason: '   ' }),
        fc.constant({ kind: 'refuse' }),
        fc.constant({ kind: 'approve', extra: 1 }),
        gen.notOneOf(['approve']).map((kind) => ({ kind })),
        gen.notAString,
      ),
    },
  }),
  approveSpends: objectSpec({
    requestId,
    entries: {
      valid: fc.uniqueArray(fc.record({ entryId: entryId.valid, version: version.valid }), {
        minLength: 1,
        maxLength: 10,
        selector: (seen) => seen.entryId,
      }),
      bad: fc.oneof(
        fc.constant([]),
        fc.constant([{ entryId: '', version: 1 }]),
        fc.constant([{ entryId: 'e1' }]),
        fc.constant([{ entryId: 'e1', version: 0 }]),
        fc.constant([
          { entryId: 'e1', version: 1 },
          { entryId: 'e1', version: 2 },
        ]),
        fc.constant([{ entryId: 'e1', version: 1, extra: true }]),
        gen.notAString.filter((value) => !Array.isArray(value)),
      ),
    },
  }),
  reopenSpend: objectSpec({
    requestId,
    entryId,
    version,
    reason: {
      valid: gen.visibleText(40),
      bad: fc.oneof(fc.constantFrom('', '   '), gen.notAString),
    },
  }),
  mySpends: objectSpec({
    state: { ...choice(['waiting', 'approved', 'refused', 'withdrawn']), optional: true },
    after: { valid: entryId.valid, bad: fc.oneof(fc.constant(''), gen.notAString), optional: true },
    limit: {
      valid: fc.integer({ min: 1, max: 100 }),
      bad: fc.oneof(fc.constantFrom(0, 101, 1.5, '20'), gen.notANumber),
      optional: true,
    },
  }),
  correctSpend: objectSpec({
    side: { valid: fc.constant('sales'), bad: gen.notOneOf(['sales', 'placement']) },
    requestId,
    entryId,
    billIds,
    day: spendDay,
    visitType: { valid: fc.constant('Multiple Visit'), bad: gen.notOneOf(visitTypes) },
    colleges: {
      valid: distinctPlaces,
      bad: fc.oneof(
        fc.constant([]),
        gen.notAString.filter((value) => !Array.isArray(value)),
      ),
    },
    allocatedAmount: amount(maxSpendAmount),
    spentAmount: amount(maxSpendAmount),
  }),
  withdrawSpend: objectSpec({ requestId, entryId }),
  changeFollowUp: objectSpec({
    requestId,
    kind: choice(['sales', 'placement']),
    placeKey: {
      valid: fc.stringMatching(/^[a-z0-9 %-]{1,40}$/),
      bad: fc.oneof(fc.constantFrom('', 'a.b', 'a/b', '..', 'x'.repeat(801)), gen.notAString),
    },
    visitId: entryId,
    change: {
      valid: fc.oneof(
        fc.record({ kind: fc.constant('move'), due: isoDay('2020-01-01', '2030-12-31') }),
        fc.record({ kind: fc.constant('drop'), reason: gen.visibleText(40) }),
      ),
      bad: fc.oneof(
        fc.constant({ kind: 'move', due: '2026-02-30' }),
        fc.constant({ kind: 'move' }),
        fc.constant({ kind: 'drop', reason: '\u200b\u200b' }),
        fc.constant({ kind: 'drop' }),
        fc.constant({ kind: 'move', due: '2026-12-01', extra: 1 }),
        gen.notOneOf(['move', 'drop']).map((kind) => ({ kind })),
        gen.notAString,
      ),
    },
  }),
  setPlacePin: objectSpec({
    requestId,
    kind: choice(['sales', 'placement']),
    key: {
      valid: fc.stringMatching(/^[a-z0-9 %-]{1,40}$/),
      bad: fc.oneof(fc.constantFrom('', 'a.b', 'a/b', 'x'.repeat(801)), gen.notAString),
    },
    change: {
      valid: fc.oneof(
        fc.constant({ kind: 'accept' }),
        fc.constant({ kind: 'clear' }),
        fc.record({
          kind: fc.constant('move'),
          latitude: fc.double({ min: -90, max: 90, noNaN: true }),
          longitude: fc.double({ min: -180, max: 180, noNaN: true }),
        }),
        fc.record({ kind: fc.constant('useVisit'), visitId: gen.pushId }),
        fc.record({ kind: fc.constant('radius'), radius: fc.integer({ min: 25, max: 5000 }) }),
      ),
      bad: fc.oneof(
        fc.constant({ kind: 'move', latitude: 91, longitude: 0 }),
        fc.constant({ kind: 'move', latitude: 0 }),
        fc.constant({ kind: 'useVisit', visitId: '../x' }),
        fc.constant({ kind: 'radius', radius: 24 }),
        fc.constant({ kind: 'radius', radius: 5001 }),
        fc.constant({ kind: 'radius', radius: 100.5 }),
        fc.constant({ kind: 'accept', extra: 1 }),
        gen.notOneOf(['accept', 'move', 'useVisit', 'clear', 'radius']).map((kind) => ({ kind })),
        gen.notAString,
      ),
    },
  }),
  setStartPoint: objectSpec({
    requestId,
    startPoint: {
      valid: fc.oneof(
        fc.constant(null),
        fc.record({
          latitude: fc.double({ min: -90, max: 90, noNaN: true }),
          longitude: fc.double({ min: -180, max: 180, noNaN: true }),
          label: gen.visibleText(58),
        }),
      ),
      bad: fc.oneof(
        fc.constant({ latitude: 91, longitude: 0, label: 'Home' }),
        fc.constant({ latitude: 0, longitude: 0, label: '' }),
        fc.constant({ latitude: 0, longitude: 0, label: 'x'.repeat(61) }),
        fc.constant({ latitude: 0, longitude: 0, label: 'Home', savedAt: 1 }),
        fc.constant({ latitude: 0, label: 'Home' }),
        gen.notAString.filter((value) => value !== null),
      ),
    },
  }),
  attachBill: objectSpec({ requestId, entryId, billId: entryId }),
  recordSettlement: objectSpec({
    requestId,
    ownerUid: uid,
    entryIds: {
      valid: fc.uniqueArray(entryId.valid, { minLength: 1, maxLength: 10 }),
      bad: fc.oneof(
        fc.constant([]),
        fc.constant(['']),
        gen.notAString.filter((value) => !Array.isArray(value)),
      ),
    },
    direction: choice(['paid', 'recovered']),
    amount: { valid: positiveRupees, bad: gen.notANumber },
    mode: choice(['upi', 'bank', 'cash']),
    reference: {
      valid: fc.oneof(gen.visibleText(20), fc.constant('')),
      bad: fc.oneof(fc.constant('x'.repeat(101)), gen.dirtyText(), gen.notAString),
    },
    date: { valid: fc.constant('2026-11-20'), bad: fc.oneof(fc.constant('2026-11-200'), gen.notAString) },
  }),
  closeMonth: objectSpec({
    month: {
      valid: fc.constant('2026-10'),
      bad: fc.oneof(fc.constantFrom('2026-13', '2026-1', ''), gen.notAString),
    },
  }),
  closeChecklist: objectSpec({
    month: {
      valid: fc.constant('2026-10'),
      bad: fc.oneof(fc.constantFrom('2026-13', '2026-1', ''), gen.notAString),
    },
  }),
  exportMonth: objectSpec({
    month: {
      valid: fc.constant('2026-10'),
      bad: fc.oneof(fc.constantFrom('2026-13', '2026-1', ''), gen.notAString),
    },
    format: choice(['tally', 'csv']),
  }),
  reverseSettlement: objectSpec({
    requestId,
    settlementId: entryId,
    reason: {
      valid: gen.placeName,
      bad: fc.oneof(
        fc.constantFrom('', '   ', 'x'.repeat(501), '\u200B\u200B'),
        gen.dirtyText({ multiline: true }),
        gen.notAString,
      ),
    },
  }),
  settleBalances: emptyInput,
  requestAdvance: objectSpec({
    requestId,
    amount: { valid: positiveRupees, bad: fc.oneof(fc.constantFrom(0, -5, 1.234), gen.notANumber) },
    purpose: text(),
    // Any first day comes before any last day, so a valid input never has them the wrong way round.
    from: { valid: isoDay('2020-01-01', '2024-12-31'), bad: badDay },
    to: { valid: isoDay('2025-01-01', '2030-12-31'), bad: badDay },
    places: {
      valid: fc.array(gen.placeName, { maxLength: 5 }),
      bad: fc.oneof(
        fc.array(gen.placeName, { minLength: 21, maxLength: 22 }),
        fc.constant(['']),
        gen.notAString.filter((value) => !Array.isArray(value)),
      ),
      optional: true,
    },
  }),
  cancelAdvance: objectSpec({ requestId, advanceId: entryId }),
  carryAdvance: objectSpec({ requestId, advanceId: entryId }),
  decideAdvance: objectSpec({
    requestId,
    advanceId: entryId,
    decision: {
      valid: fc.oneof(
        fc.constant({ kind: 'approve' }),
        fc.record({ kind: fc.constant('approveLess'), amount: positiveRupees, reason: gen.visibleText(30) }),
        fc.record({ kind: fc.constant('refuse'), reason: gen.visibleText(30) }),
      ),
      bad: fc.oneof(
        fc.constant({ kind: 'refuse' }),
        fc.constant({ kind: 'approveLess', amount: 0, reason: 'x' }),
        fc.constant({ kind: 'approve', extra: 1 }),
        gen.notOneOf(['approve', 'approveLess', 'refuse']).map((kind) => ({ kind })),
        gen.notAString,
      ),
    },
  }),
  payAdvance: objectSpec({ requestId, advanceId: entryId, ...advanceMoneyFields }),
  giveAdvance: objectSpec({
    requestId,
    ownerUid: uid,
    amount: { valid: positiveRupees, bad: fc.oneof(fc.constantFrom(0, -5, 1.234), gen.notANumber) },
    purpose: text(),
    ...advanceMoneyFields,
  }),
  returnAdvance: objectSpec({
    requestId,
    advanceId: entryId,
    amount: { valid: positiveRupees, bad: fc.oneof(fc.constantFrom(0, -5, 1.234), gen.notANumber) },
    ...advanceMoneyFields,
  }),
  myAdvances: emptyInput,
  listAdvances: objectSpec({ ownerUid: { ...uid, optional: true } }),
  personBalance: objectSpec({ uid: { ...uid, optional: true } }),
  spendStatement: objectSpec({
    uid: { ...uid, optional: true },
    month: {
      valid: fc.constantFrom('2026-01', '2026-12'),
      bad: fc.oneof(fc.constantFrom('2026-13', '2026-1', ''), gen.notAString),
    },
  }),
  setSpendOptions: objectSpec({
    list: choice(['colleges', 'companies']),
    names: {
      valid: fc.oneof(optionNames, fc.constant(null)),
      bad: fc.oneof(
        fc
          .tuple(optionNames, fc.oneof(gen.dirtyText(), gen.notAString))
          .map(([names, bad]) => [...names, bad]),
        fc.array(gen.otherWord, { maxLength: 3 }),
        optionNames.map((names) => [...names, names[0]?.toLowerCase() ?? '']),
        fc.constant(Array.from({ length: maxOptionNames + 1 }, (_, index) => `College ${String(index)}`)),
      ),
    },
  }),
};

describe('listVisits', () => {
  it('refuses a phase for placement visits, naming the field', () => {
    const parsed = contracts.listVisits.input.safeParse({ kind: 'placement', phase: 'Lead' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['phase']);
    expect(contracts.listVisits.input.safeParse({ kind: 'sales', phase: 'Lead' }).success).toBe(true);
  });
});

describe('every callable input schema', () => {
  it('has a property spec', () => {
    expect(Object.keys(specs).sort()).toEqual(Object.keys(contracts).sort());
  });

  describe.each(Object.keys(contracts) as CallableName[])('%s', (name) => {
    const schema = contracts[name].input;
    const spec = specs[name];

    it(`refuses ${String(RUNS)} generated malformed payloads`, () => {
      fc.assert(
        fc.property(spec.malformed, (payload) => {
          const parsed = schema.safeParse(payload);
          if (parsed.success) throw new Error(`Parsed: ${JSON.stringify(payload)}`);
        }),
        { numRuns: RUNS },
      );
    });

    it('accepts generated valid payloads', () => {
      fc.assert(
        fc.property(spec.valid, (payload) => {
          const parsed = schema.safeParse(payload);
          if (!parsed.success) {
            throw new Error(`Refused ${JSON.stringify(payload)}: ${parsed.error.message}`);
          }
        }),
        { numRuns: 300 },
      );
    });
  });
});
