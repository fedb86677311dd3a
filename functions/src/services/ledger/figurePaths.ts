import { settlementPath } from '../../domain/settlements/settlement.js';
import type { SpendSide } from '../../domain/spend/sides.js';

/**
 * Where every money figure beside the book's lines is stored. Only services/ledger/ writes them (lint
 * refuses a write through these paths anywhere else); readers elsewhere import them to read.
 */

export const SPEND_BALANCES_PATH = 'spend_balances';
export const SPEND_PERSON_DAYS_PATH = 'spend_person_days';
/** A person's figures on one side over all days: the sum of their `spend_person_days`, kept so that
 * the dashboards' all-days table reads one record a person instead of every day. */
export const SPEND_PERSON_TOTALS_PATH = 'spend_person_totals';
/** A person's balance and all-days figures (both sides), beside the name it was booked under. */
export const balancePath = (uid: string) => `${SPEND_BALANCES_PATH}/${uid}`;
export const personDaysPath = (side: SpendSide, uid: string) => `${SPEND_PERSON_DAYS_PATH}/${side}/${uid}`;
export const personTotalsPath = (side: SpendSide) => `${SPEND_PERSON_TOTALS_PATH}/${side}`;

/** The name beside a balance's figures (not a money figure: the entry's writes keep it). */
export const balanceNamePath = (uid: string) => `${balancePath(uid)}/email`;

/**
 * Where the running totals live: per side, per day of the organisation (YYYY-MM-DD, Asia/Kolkata),
 * per place, `spend_totals/{side}/days/{day}/{placeKey}`, and per month under `months/{YYYY-MM}`; records without a readable date under
 * `undated/{placeKey}`; records with a bad value (found by the rebuild) under `problems/{id}`.
 */
export const totalsRoot = (side: SpendSide) => `spend_totals/${side}`;
export const totalsDaysPath = (side: SpendSide) => `${totalsRoot(side)}/days`;
/** The same sums per month (YYYY-MM), so a long range reads months x places nodes. */
export const totalsMonthsPath = (side: SpendSide) => `${totalsRoot(side)}/months`;
export const totalsUndatedPath = (side: SpendSide) => `${totalsRoot(side)}/undated`;
export const totalsProblemsPath = (side: SpendSide) => `${totalsRoot(side)}/problems`;

/**
 * What each person holds of their paid advances, `{advanceId: {left, day}}` a person: moved by the
 * book with every payment, return and approval drawing on them (advanceHoldings.ts).
 */
export const ADVANCE_OPEN_PATH = 'advance_open';
export const advanceOpenPath = (uid: string) => `${ADVANCE_OPEN_PATH}/${uid}`;

/** A settlement's amount: written by the book from its postings' lines (figureChanges.ts). */
export const settlementAmountPath = (id: string) => `${settlementPath(id)}/amountPaise`;
