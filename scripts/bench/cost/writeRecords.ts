import { createHash, randomUUID } from 'node:crypto';
import { disabledVisitSheet } from '../../../functions/src/adapters/sheets/unavailableVisitSheets.js';
import { contracts } from '../../../functions/src/domain/api/contracts.js';
import { saveSpend } from '../../../functions/src/services/spend/saveSpend.js';
import { recordUploadFor } from '../../../functions/src/services/uploads/recordUploadFor.js';
import { signUploadFor } from '../../../functions/src/services/uploads/signUploadFor.js';
import { submitVisit } from '../../../functions/src/services/visits/submitVisit.js';
import type { Caller } from '../../../functions/src/services/caller.js';
import { DAY_MS, FIRST_DAY, type CostRun } from './costRun.js';
import { BILLS_A_DAY, DAYS, VISITS_A_DAY, people } from './workingDays.js';

const collegeOf = (person: number, day: number, index: number) =>
  `Cost College ${String((person * 7 + day * 3 + index) % 40)}`;

function salesVisit(college: string) {
  return contracts.submitSalesVisit.input.parse({
    requestId: randomUUID(),
    collegeName: college,
    city: 'Pune',
    state: 'Maharashtra',
    pointOfContactName: 'Dr. Kulkarni',
    pointOfContactDesignation: 'Training and Placement Officer',
    pointOfContactNumber: '+91 98765 43210',
    pointOfContactEmail: 'tpo@college.example.edu',
    accreditation: 'NAAC',
    affiliation: 'Autonomous Institute Board',
    salesRep: 'Amit',
    visitPurpose: 'Introduce the placement training programme',
    visitPhase: 'Lead',
    totalContractValue: 250000,
    proposal: 'Yes',
    remarks: 'Met the TPO; asked for a proposal by next week.',
  });
}

/** Every person's visits of every day, each sent as the app sends it; how many. */
export async function writeVisits(run: CostRun): Promise<number> {
  let visits = 0;
  for (let day = 0; day < DAYS; day++) {
    run.clock.at = FIRST_DAY + day * DAY_MS;
    for (const [person, caller] of people.entries()) {
      for (let index = 0; index < VISITS_A_DAY; index++) {
        run.clock.at += 60 * 60_000;
        const input = salesVisit(collegeOf(person, day, index));
        await run.counted('submitSalesVisit', () =>
          submitVisit(
            { store: run.store, visitSheet: disabledVisitSheet },
            'sales',
            input,
            caller,
            () => run.clock.at,
          ),
        );
        visits++;
      }
    }
  }
  return visits;
}

/** One bill photo, signed and recorded as the phone's upload is; its id. */
async function uploadBill(run: CostRun, caller: Caller, name: string): Promise<string> {
  const now = () => run.clock.at;
  const request = contracts.signUpload.input.parse({
    folder: 'bills',
    dept: 'sales',
    fileName: `${name}.jpg`,
    sha256: createHash('sha256').update(`${caller.uid}/${name}`).digest('hex'),
  });
  const signed = await run.counted('signUpload', () =>
    signUploadFor(run.store, run.host, request, caller, now),
  );
  if (signed.status !== 'signed') throw new Error('signUpload signed nothing');
  const id = signed.publicId.split('/').at(-1) ?? '';
  const answer = {
    public_id: { folder: 'bills' as const, id, publicId: signed.publicId },
    version: 1,
    signature: 'x',
  };
  await run.counted('recordUpload', () => recordUploadFor(run.store, run.host, answer, caller, now));
  return id;
}

/** Every person's bills of every day, by person and day. */
export async function writeBills(run: CostRun): Promise<Map<string, string[]>> {
  const bills = new Map<string, string[]>();
  for (const caller of people)
    for (let day = 0; day < DAYS; day++) {
      const ids: string[] = [];
      for (let index = 0; index < BILLS_A_DAY; index++)
        ids.push(await uploadBill(run, caller, `bill-${String(day)}-${String(index)}`));
      bills.set(`${caller.uid}/${String(day)}`, ids);
    }
  return bills;
}

/** Every person's spend of every day, carrying that day's bills; how many. */
export async function writeSpends(run: CostRun, bills: ReadonlyMap<string, string[]>): Promise<number> {
  let spends = 0;
  for (const [person, caller] of people.entries()) {
    for (let day = 0; day < DAYS; day++) {
      run.clock.at = FIRST_DAY + day * DAY_MS + 10 * 60 * 60_000;
      const { colleges, ...entry } = contracts.saveSalesSpend.input.parse({
        requestId: randomUUID(),
        visitType: 'Single Visit',
        colleges: [collegeOf(person, day, 0)],
        allocatedAmount: 1000,
        spentAmount: 640,
        food: 240,
        fuel: 400,
        billIds: bills.get(`${caller.uid}/${String(day)}`) ?? [],
      });
      await run.counted('saveSalesSpend', () =>
        saveSpend(run.store, 'sales', { ...entry, places: colleges }, caller, () => run.clock.at),
      );
      spends++;
    }
  }
  return spends;
}
