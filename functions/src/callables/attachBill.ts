import { contracts } from '../domain/api/contracts.js';
import { queueBillReads } from '../config/billReads.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { attachBill as attach } from '../services/spendEntries/attachBill.js';

/** Staff: put a bill they uploaded on one of their own waiting or refused entries; once per request id. */
export const attachBill = validatedOnCall(
  'attachBill',
  contracts.attachBill,
  ['sales', 'placement'],
  async (input, { caller, services }) => {
    const answer = await attach(services.store, caller, input);
    await queueBillReads([input.billId]);
    return answer;
  },
  { writes: true },
);
