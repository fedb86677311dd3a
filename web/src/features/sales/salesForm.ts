import { format } from 'date-fns';
import { submitSalesVisitInput, type SubmitSalesVisitInput } from '@domain/api/submitSalesVisit';
import { OTHER } from '@domain/options/other';
import { salesVisitFieldOrder, type SalesVisitFieldName } from '@domain/visits/salesVisit';
import { checkWithSchema, sentFields, type CheckedInput } from '../../lib/formCheck';

/** The dropdowns with an Other entry, and the text field each reveals for the typed name. */
export const otherTextFieldOf = {
  accreditation: 'accreditationOther',
  affiliation: 'affiliationOther',
  courses: 'coursesOther',
} as const;
type OtherChoiceField = keyof typeof otherTextFieldOf;

export type SalesFormField = SalesVisitFieldName | (typeof otherTextFieldOf)[OtherChoiceField];
/** The form as the inputs hold it: every value a string, Other choices with their own text field. */
export type SalesFormValues = Record<SalesFormField, string>;

const numberFields = new Set<SalesVisitFieldName>(['studentCount', 'perStudentRate', 'totalContractValue']);

function isOtherChoiceField(name: string): name is OtherChoiceField {
  return name in otherTextFieldOf;
}

/** A fresh form: everything empty except Auto Date, which starts at today. */
export function emptySalesForm(): SalesFormValues {
  const values = Object.fromEntries(
    [...salesVisitFieldOrder, ...Object.values(otherTextFieldOf)].map((name) => [name, '']),
  ) as SalesFormValues;
  values.autoDate = format(new Date(), 'yyyy-MM-dd');
  return values;
}

/** What is sent for a field: the typed name when Other was chosen, numbers as numbers, blanks left out. */
function sentValue(values: SalesFormValues, name: SalesVisitFieldName): string | number | undefined {
  const chosen =
    isOtherChoiceField(name) && values[name] === OTHER ? values[otherTextFieldOf[name]] : values[name];
  const text = chosen.trim();
  if (text === '') return undefined;
  return numberFields.has(name) ? Number(text) : text;
}

/** The form field that shows a problem the server (or the shared schema) found with `field`. */
export function formFieldOf(values: SalesFormValues, field: string): SalesFormField | null {
  if (isOtherChoiceField(field)) return values[field] === OTHER ? otherTextFieldOf[field] : field;
  return field in values ? (field as SalesFormField) : null;
}

/** Builds the submission and checks it with the same schema the server parses it with. */
export function checkSalesVisit(
  values: SalesFormValues,
  requestId: string,
): CheckedInput<SubmitSalesVisitInput, SalesFormField> {
  const input = sentFields(salesVisitFieldOrder, (name) => sentValue(values, name));
  return checkWithSchema(submitSalesVisitInput, { ...input, requestId }, (field) =>
    formFieldOf(values, field),
  );
}
