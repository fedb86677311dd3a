import { beforeAll, expect, it } from 'vitest';
import { contracts, type CallableName } from '../../src/domain/api/contracts.js';
import { roles, type Role } from '../../src/domain/roles.js';
import { demoAccount } from '../../../scripts/stack/demoAccounts.js';
import { callFunction, describeWithStack, signIn } from './support/stack.js';

/** Who may call what. The emulator does not verify tokens, so only these calls prove the guards. */
const access: Record<CallableName, readonly Role[]> = {
  whoAmI: roles,
  getSpendOptions: roles,
  peekVisitCode: ['sales', 'placement'],
  myReport: ['sales', 'placement'],
  myFollowUps: ['sales', 'placement'],
  changeFollowUp: ['sales', 'placement'],
  setStartPoint: ['sales', 'placement'],
  getPushKey: ['sales', 'placement'],
  savePushSubscription: ['sales', 'placement'],
  removePushSubscription: ['sales', 'placement'],
  submitSalesVisit: ['sales'],
  saveSalesSpend: ['sales'],
  submitPlacementVisit: ['placement'],
  savePlacementSpend: ['placement'],
  setSpendOptions: ['admin'],
  signUpload: ['sales', 'placement'],
  recordUpload: ['sales', 'placement'],
  listFiles: ['admin'],
  deleteFile: ['admin'],
  fileHistory: ['admin'],
  spendSummary: ['admin'],
  spendRecords: ['admin'],
  listVisits: ['admin'],
  visitPipeline: ['admin'],
  visitExceptions: ['admin'],
  placeVisits: ['admin'],
  placePage: ['admin'],
  setPlacePin: ['admin'],
  visitedPlaces: roles,
  visitSheetState: ['admin'],
  retryVisitSheet: ['admin'],
  getSpendPolicy: roles,
  dayMileage: ['sales', 'placement'],
  reviewQueue: ['admin'],
  decideSpend: ['admin'],
  approveSpends: ['admin'],
  reopenSpend: ['admin'],
  mySpends: ['sales', 'placement'],
  correctSpend: ['sales', 'placement'],
  withdrawSpend: ['sales', 'placement'],
  attachBill: ['sales', 'placement'],
  myBills: ['sales', 'placement'],
  spendEntry: ['admin'],
  recordSettlement: ['admin'],
  reverseSettlement: ['admin'],
  closeMonth: ['admin'],
  closeChecklist: ['admin'],
  exportMonth: ['admin'],
  settleBalances: ['admin'],
  personBalance: roles,
  spendStatement: roles,
  spendPeople: ['admin'],
  requestAdvance: ['sales', 'placement'],
  cancelAdvance: roles,
  decideAdvance: ['admin'],
  payAdvance: ['admin'],
  giveAdvance: ['admin'],
  returnAdvance: ['admin'],
  carryAdvance: ['admin'],
  myAdvances: ['sales', 'placement'],
  listAdvances: ['admin'],
};

describeWithStack('role enforcement over the wire', () => {
  const tokens = new Map<Role, string>();
  beforeAll(async () => {
    for (const role of roles) {
      const account = demoAccount(role);
      tokens.set(role, await signIn(account.email, account.password));
    }
  });

  it('covers every callable', () => {
    expect(Object.keys(access).sort()).toEqual(Object.keys(contracts).sort());
  });

  it.each(Object.keys(access) as CallableName[])('%s refuses a caller who is not signed in', async (name) => {
    expect(await callFunction(name, {})).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
  });

  it.each(Object.keys(access) as CallableName[])('%s lets in exactly the roles it needs', async (name) => {
    for (const role of roles) {
      const allowed = access[name].includes(role);
      // An empty input: an allowed caller gets past the guard (and is told what is missing, writing nothing).
      const outcome = await callFunction(name, {}, tokens.get(role));
      if (allowed) expect(outcome, `${name} as ${role}`).not.toMatchObject({ status: 'PERMISSION_DENIED' });
      else expect(outcome, `${name} as ${role}`).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
    }
  });
});
