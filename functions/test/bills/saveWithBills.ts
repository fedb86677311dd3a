import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { invoke, newRequestId, salesRep } from '../support/callables.js';

/** The sales rep's single-visit spend of `spentAmount` rupees at COEP Pune, proven by these bills. */
export const saveWithBills = (spentAmount: number, billIds: string[]) =>
  invoke(
    saveSalesSpend,
    {
      requestId: newRequestId(),
      visitType: 'Single Visit',
      colleges: ['COEP Pune'],
      allocatedAmount: 0,
      spentAmount,
      billIds,
    },
    salesRep,
  );
