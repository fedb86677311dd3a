import { submitPlacementVisitInput, type SubmitPlacementVisitInput } from '@domain/api/submitPlacementVisit';
import { OTHER } from '@domain/options/other';
import { placementVisitFieldOrder, type PlacementVisitFieldName } from '@domain/visits/placementVisit';
import { checkWithSchema, sentFields, type CheckedInput } from '../../lib/formCheck';

export type PlacementFormField = PlacementVisitFieldName | 'domainOther';
/** The form as the inputs hold it; `domainOther` is the typed domain when Other is chosen. */
export type PlacementFormValues = Record<PlacementFormField, string>;

export function emptyPlacementForm(): PlacementFormValues {
  return Object.fromEntries(
    [...placementVisitFieldOrder, 'domainOther'].map((name) => [name, '']),
  ) as PlacementFormValues;
}

function sentValue(values: PlacementFormValues, name: PlacementVisitFieldName): string | number | undefined {
  const chosen = name === 'domain' && values.domain === OTHER ? values.domainOther : values[name];
  const text = chosen.trim();
  if (text === '') return undefined;
  return name === 'numbersForHiring' ? Number(text) : text;
}

/** The form field that shows a problem found with `field` (the typed domain when Other is chosen). */
export function formFieldOf(values: PlacementFormValues, field: string): PlacementFormField | null {
  if (field === 'domain' && values.domain === OTHER) return 'domainOther';
  return field in values ? (field as PlacementFormField) : null;
}

/** Builds the submission and checks it with the same schema the server parses it with. */
export function checkPlacementVisit(
  values: PlacementFormValues,
  requestId: string,
): CheckedInput<SubmitPlacementVisitInput, PlacementFormField> {
  const input = sentFields(placementVisitFieldOrder, (name) => sentValue(values, name));
  return checkWithSchema(submitPlacementVisitInput, { ...input, requestId }, (field) =>
    formFieldOf(values, field),
  );
}
