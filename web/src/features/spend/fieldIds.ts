import type { SpentField } from './spentForm';

/** The DOM ids of one dialog's inputs and of their error texts, unique per dialog instance. */
export function fieldIds(baseId: string) {
  const input = (field: SpentField) => `${baseId}-${field.replace('.', '-')}`;
  return { input, error: (field: SpentField) => `${input(field)}-error` };
}
export type FieldIds = ReturnType<typeof fieldIds>;

/** Props tying an input to its error text, for screen readers and the red border. */
export function errorProps(ids: FieldIds, field: SpentField, error: string | undefined) {
  return {
    id: ids.input(field),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? ids.error(field) : undefined,
  };
}
