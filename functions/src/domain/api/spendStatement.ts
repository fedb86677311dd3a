import { z } from 'zod';
import { uidSchema } from '../ids.js';
import { createdBySchema } from '../records/createdBy.js';
import { spendStateSchema } from '../spendEntries/entryStates.js';
import { settlementDirections, settlementModes, settlementReaders } from '../settlements/settlement.js';
import { postingKinds } from '../ledger/posting.js';

/** A month as the statement names it: 2026-11. */
export const statementMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month.');

/** One person's statement for one month: staff their own (no uid), admins anyone's. */
export const spendStatementInput = z.strictObject({
  uid: uidSchema().optional(),
  month: statementMonthSchema,
});

const paise = z.number().int();

/**
 * One row of a statement: a posting of the month, dated the day it happened (amounts in whole paise;
 * null where the row has none). A spend's postings are rows of kind `entry` (`event` says which: its
 * claim, a decision, a withdrawal, a reopening, with the spend's own day in `spendDay`); a settlement's
 * postings are one row `settlement`, its reversal one row `reversal`. `allocated` is the advance the
 * row books. `change` is what the row moves the balance by (approved - allocated - paid + recovered);
 * the opening balance plus every row's change is the closing balance. Rows are in the order their
 * events happened (then the order they were saved), each with the running `balance` after it.
 */
export const statementRowSchema = z.object({
  kind: z.enum(['entry', 'settlement', 'reversal']),
  id: z.string(),
  date: z.string(),
  places: z.array(z.string()),
  allocated: paise.nullable(),
  claimed: paise.nullable(),
  approved: paise.nullable(),
  paid: paise.nullable(),
  recovered: paise.nullable(),
  change: paise,
  reason: z.string(),
  state: spendStateSchema.nullable(),
  direction: z.enum(settlementDirections).nullable(),
  mode: z.enum(settlementModes).nullable(),
  reference: z.string(),
  event: z.enum(postingKinds).nullable().default(null),
  spendDay: z.string().nullable().default(null),
  /** Booked late by a rebuild, after the month of the day it happened (that day) had closed. */
  lateFrom: z.string().nullable().default(null),
  /** The day a decision (or correction) dated on its spend's day was made, when that is another day. */
  madeOn: z.string().nullable().default(null),
  /** The balance after this row: the opening plus the changes of this row and every row before it. */
  balance: paise,
});
export type StatementRow = z.output<typeof statementRowSchema>;

export const statementTotalsSchema = z.object({
  allocated: paise,
  claimed: paise,
  approved: paise,
  paid: paise,
  recovered: paise,
  change: paise,
});
export type StatementTotals = z.output<typeof statementTotalsSchema>;

/**
 * What the person holds of advances over the month: each payment to them, each approval that used
 * some (or a reopening that gave it back) and each return, with what they held after it. `change` is
 * signed: positive, what they hold grows.
 */
export const statementAdvanceRowSchema = z.object({
  date: z.string(),
  event: z.enum(['paid', 'used', 'unused', 'returned']),
  change: paise,
  reason: z.string(),
  lateFrom: z.string().nullable(),
  held: paise,
});
export type StatementAdvanceRow = z.output<typeof statementAdvanceRowSchema>;

export const statementAdvancesSchema = z.object({
  opening: paise,
  rows: z.array(statementAdvanceRowSchema),
  closing: paise,
});

export const spendStatementOutput = z.object({
  person: createdBySchema,
  month: z.string(),
  opening: paise,
  rows: z.array(statementRowSchema),
  totals: statementTotalsSchema,
  closing: paise,
  /** Who reads it: its owner (the caller's own statement, in the second person) or an admin. */
  reader: z.enum(settlementReaders).default('admin'),
  advances: statementAdvancesSchema.default({ opening: 0, rows: [], closing: 0 }),
});

export type SpendStatementInput = z.input<typeof spendStatementInput>;
export type SpendStatementOutput = z.output<typeof spendStatementOutput>;
