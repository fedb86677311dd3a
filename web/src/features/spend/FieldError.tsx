import type { FieldIds } from './fieldIds';
import type { SpentField } from './spentForm';

/** The error under one input; its id is what the input's aria-describedby points at. */
export function FieldError({
  ids,
  field,
  error,
}: {
  ids: FieldIds;
  field: SpentField;
  error: string | undefined;
}) {
  if (!error) return null;
  return (
    <p id={ids.error(field)} className="spent__error">
      {error}
    </p>
  );
}
