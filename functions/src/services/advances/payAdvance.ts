import { HttpsError } from 'firebase-functions/v2/https';
import type { AdvanceView } from '../../domain/api/advanceView.js';
import type { GiveAdvanceInput, PayAdvanceInput } from '../../domain/api/advanceInputs.js';
import type { AdvancePayment, AdvanceRecord } from '../../domain/advances/advance.js';
import { advanceMessages, advanceModeText } from '../../domain/advances/advanceText.js';
import { personPath, personRecordSchema } from '../../domain/people/personName.js';
import type { CreatedBy } from '../../domain/records/createdBy.js';
import { createdByOf } from '../../domain/records/createdBy.js';
import { toPaise } from '../../domain/spend/money.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { advancePostingId, bookAdvanceMoney } from '../ledger/advanceBook.js';
import { balanceNamePath, personTotalsPath } from '../ledger/figurePaths.js';
import type { Booking } from '../ledger/book.js';
import { namedActor } from '../people/names.js';
import { runOnce } from '../requests/runOnce.js';
import { answerAdvance } from './advanceViews.js';
import { advanceLeafWrites, newAdvanceWrites, unpaidWrites } from './advanceWrites.js';
import { changeAdvance } from './changeAdvance.js';
import { checkMoneyForm, moneyWords } from './moneyForm.js';

/** The payment's posting: the person's advance ledger debited, Bank or Cash credited, on its day. */
export function bookPayment(
  store: Store,
  id: string,
  advance: Pick<AdvanceRecord, 'owner' | 'side' | 'purpose'>,
  payment: AdvancePayment,
  requestId: string,
  late = false,
): Promise<Booking> {
  return bookAdvanceMoney(store, {
    advanceId: id,
    kind: 'advancePaid',
    postingId: advancePostingId(id, 'paid'),
    owner: advance.owner,
    side: advance.side,
    paise: payment.paise,
    mode: payment.mode,
    day: payment.day,
    by: payment.by,
    at: payment.at,
    requestId,
    reason: moneyWords(advanceModeText[payment.mode], payment.reference, advance.purpose),
    late,
  });
}

/** An admin pays an approved advance, once: a second payment is refused naming who paid it and when. */
export async function payAdvance(
  store: Store,
  caller: Caller,
  input: PayAdvanceInput,
  now: () => number = Date.now,
): Promise<{ advance: AdvanceView }> {
  checkMoneyForm(input, now());
  return changeAdvance(
    store,
    {
      callable: 'payAdvance',
      input,
      caller,
      check: (advance) => {
        if (advance.owner.uid === caller.uid) return advanceMessages.ownAdvance;
        if (advance.payment) return advanceMessages.paidBefore(advance.payment.by, advance.payment.at);
        if (advance.state !== 'approved') return advanceMessages.notApproved(advance.state);
        return null;
      },
      explain: async (advance) =>
        advance.payment
          ? advanceMessages.paidBefore(await namedActor(store, advance.payment.by), advance.payment.at)
          : null,
    },
    async ({ id, before }, at, by) => {
      const payment: AdvancePayment = {
        paise: before.approvedPaise ?? before.askedPaise,
        mode: input.mode,
        reference: input.reference.trim(),
        day: input.date,
        by,
        at,
      };
      const booking = await bookPayment(store, id, before, payment, input.requestId);
      return {
        writes: {
          ...advanceLeafWrites(id, before, { state: 'open', payment }, { kind: 'paid', at, by }, at),
          ...unpaidWrites(id, null),
        },
        booking,
      };
    },
    now,
  );
}

/** Who an advance is for, by uid: the email their balance or kept name was written with. */
async function ownerOf(
  store: Store,
  uid: string,
): Promise<{ owner: CreatedBy; side: AdvanceRecord['side'] }> {
  const [email, person, placement] = await Promise.all([
    store.get<string>(balanceNamePath(uid)),
    store.get(personPath(uid)),
    store.get(`${personTotalsPath('placement')}/${uid}`),
  ]);
  const kept = personRecordSchema.safeParse(person);
  const known = typeof email === 'string' ? email : kept.success ? kept.data.email : undefined;
  return { owner: known ? { uid, email: known } : { uid }, side: placement === null ? 'sales' : 'placement' };
}

/** An admin gives an advance with no request: made and paid in one write, once per request id. */
export async function giveAdvance(
  store: Store,
  caller: Caller,
  input: GiveAdvanceInput,
  now: () => number = Date.now,
): Promise<{ advance: AdvanceView }> {
  checkMoneyForm(input, now());
  if (input.ownerUid === caller.uid) throw new HttpsError('permission-denied', advanceMessages.ownAdvance);
  const key = { uid: caller.uid, callable: 'giveAdvance', requestId: input.requestId, input };
  const { advanceId } = await runOnce(
    store,
    key,
    async () => {
      const at = now();
      const id = store.newId();
      const by = createdByOf(caller);
      const { owner, side } = await ownerOf(store, input.ownerUid);
      const paise = toPaise(input.amount);
      const payment: AdvancePayment = {
        paise,
        mode: input.mode,
        reference: input.reference.trim(),
        day: input.date,
        by,
        at,
      };
      const advance: AdvanceRecord = {
        owner,
        side,
        state: 'open',
        purpose: input.purpose,
        askedPaise: paise,
        approvedPaise: paise,
        from: input.date,
        to: input.date,
        places: [],
        payment,
        draws: {},
        returns: {},
        createdAt: at,
        updatedAt: at,
        requestId: input.requestId,
        history: [
          { kind: 'given', at, by },
          { kind: 'paid', at, by },
        ],
      };
      const booking = await bookPayment(store, id, advance, payment, input.requestId);
      return {
        writes: { ...newAdvanceWrites(id, advance), ...booking.writes },
        result: { advanceId: id },
        undo: booking.release,
      };
    },
    now,
  );
  return answerAdvance(store, advanceId, now());
}
