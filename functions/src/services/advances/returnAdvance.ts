import type { AdvanceView } from '../../domain/api/advanceView.js';
import type { ReturnAdvanceInput } from '../../domain/api/advanceInputs.js';
import type { AdvanceReturn } from '../../domain/advances/advance.js';
import { advanceMoney } from '../../domain/advances/advanceMoney.js';
import { advanceMessages, advanceModeText } from '../../domain/advances/advanceText.js';
import { toPaise } from '../../domain/spend/money.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { advancePostingId, bookAdvanceMoney } from '../ledger/advanceBook.js';
import { storable } from '../spendEntries/storable.js';
import { advanceLeafWrites } from './advanceWrites.js';
import { changeAdvance } from './changeAdvance.js';
import { checkMoneyForm, moneyWords } from './moneyForm.js';
import { advancePath } from '../../domain/advances/advance.js';

/**
 * An admin records money a person gave back of an open advance (a Receipt): never more than is left
 * of it, dated no earlier than its payment.
 */
export async function returnAdvance(
  store: Store,
  caller: Caller,
  input: ReturnAdvanceInput,
  now: () => number = Date.now,
): Promise<{ advance: AdvanceView }> {
  checkMoneyForm(input, now());
  const paise = toPaise(input.amount);
  return changeAdvance(
    store,
    {
      callable: 'returnAdvance',
      input,
      caller,
      check: (advance) => {
        if (advance.owner.uid === caller.uid) return advanceMessages.ownAdvance;
        if (!advance.payment || advanceMoney(advance).left <= 0) return advanceMessages.notOpen;
        return null;
      },
    },
    async ({ id, before }, at, by) => {
      const paidDay = before.payment?.day ?? input.date;
      checkMoneyForm(input, at, {
        day: paidDay,
        message: advanceMessages.dateBeforePayment(paidDay),
      });
      const returnId = store.newId();
      const item: AdvanceReturn = {
        paise,
        mode: input.mode,
        reference: input.reference.trim(),
        day: input.date,
        by,
        at,
      };
      const booking = await bookAdvanceMoney(store, {
        advanceId: id,
        kind: 'advanceReturned',
        postingId: advancePostingId(id, { returnId }),
        owner: before.owner,
        side: before.side,
        paise,
        mode: input.mode,
        day: input.date,
        by,
        at,
        requestId: input.requestId,
        reason: moneyWords(advanceModeText[input.mode], input.reference, before.purpose),
      });
      return {
        writes: {
          ...advanceLeafWrites(id, before, {}, { kind: 'returned', at, by, returnId }, at),
          [`${advancePath(id)}/returns/${returnId}`]: storable(item),
        },
        booking,
      };
    },
    now,
  );
}
