import { requestAdvanceInput, type RequestAdvanceInput } from '@domain/api/advanceInputs';
import { checkWithSchema, type FormFieldProblem } from '../../../lib/formCheck';
import { parseAmountText } from '../../../lib/amountText';

/** What the Ask for an advance form holds, as typed. */
export interface AskAdvanceValues {
  amount: string;
  purpose: string;
  from: string;
  to: string;
  places: string[];
}

export type AskAdvanceField = 'amount' | 'purpose' | 'from' | 'to' | 'places';
export const askAdvanceOrder: readonly AskAdvanceField[] = ['amount', 'purpose', 'from', 'to', 'places'];

export const newAskAdvance = (today: string): AskAdvanceValues => ({
  amount: '',
  purpose: '',
  from: today,
  to: today,
  places: [],
});

/** The form's field of a path the schema (or the server) names: `places.2` is the places. */
export function askAdvanceFieldOf(path: string): AskAdvanceField | null {
  const head = path.split('.')[0];
  return askAdvanceOrder.find((field) => field === head) ?? null;
}

/** The request as the server parses it, checked with its own schema and words. */
export function checkAskAdvance(
  values: AskAdvanceValues,
  requestId: string,
): { ok: true; input: RequestAdvanceInput } | { ok: false; problems: FormFieldProblem<AskAdvanceField>[] } {
  const raw = {
    requestId,
    amount: parseAmountText(values.amount),
    purpose: values.purpose,
    from: values.from,
    to: values.to,
    places: values.places,
  };
  const checked = checkWithSchema(requestAdvanceInput, raw, askAdvanceFieldOf);
  return checked.ok ? { ok: true, input: checked.input } : { ok: false, problems: checked.errors };
}
