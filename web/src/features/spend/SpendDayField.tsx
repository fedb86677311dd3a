import type { UseFormReturn } from 'react-hook-form';
import type { SpendDayWindow } from '@domain/spend/spendDayWindow';
import { HookInput } from '../../components/form/HookFields';
import type { SpentFormValues } from './spentForm';

/**
 * The day the spend was made: a native date input whose picker offers only the allowed days (the
 * save checks them again, as the server does, for a day typed in by hand).
 */
export function SpendDayField({
  form,
  allowed,
}: {
  form: UseFormReturn<SpentFormValues>;
  allowed: SpendDayWindow;
}) {
  return (
    <div className="spent__field spent__field--required">
      <HookInput
        form={form}
        name="day"
        label="Date"
        type="date"
        min={allowed.first}
        max={allowed.last}
        aria-required
      />
    </div>
  );
}
