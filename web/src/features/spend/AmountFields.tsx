import { useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PolicyFinding } from '@domain/spendEntries/spendFlags';
import { HookInput } from '../../components/form/HookFields';
import type { AmountName, SpentFormValues } from './spentForm';

/** Allocated, Spent, Food, Fuel, Stay and Toll; the first two required, the rest default to 0. */
const amountFields: readonly { name: AmountName; label: string; required: boolean }[] = [
  { name: 'allocatedAmount', label: 'Allocated', required: true },
  { name: 'spentAmount', label: 'Spent', required: true },
  { name: 'food', label: 'Food', required: false },
  { name: 'fuel', label: 'Fuel', required: false },
  { name: 'stay', label: 'Stay', required: false },
  { name: 'toll', label: 'Toll', required: false },
];

/**
 * The amounts, each with the limits it breaks under it ('Over the ₹500.00 daily limit for food'): a
 * warning, or in the error colour when that rule blocks the save.
 */
export function AmountFields({
  form,
  findings = {},
  allocatedNote,
}: {
  form: UseFormReturn<SpentFormValues>;
  findings?: Partial<Record<AmountName, readonly PolicyFinding[]>>;
  /** Under Allocated: what the person's advances propose. */
  allocatedNote?: ReactNode;
}) {
  const idBase = useId();
  return (
    <div className="spent__amounts">
      {amountFields.map(({ name, label, required }) => {
        const warnings = findings[name] ?? [];
        const warningId = `${idBase}-${name}-limits`;
        return (
          <div key={name} className={required ? 'spent__field spent__field--required' : 'spent__field'}>
            <HookInput
              form={form}
              name={name}
              label={label}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              aria-required={required}
              {...(warnings.length > 0 ? { 'aria-describedby': warningId } : {})}
            />
            {name === 'allocatedAmount' && allocatedNote}
            {warnings.length > 0 && (
              <div id={warningId}>
                {warnings.map((finding) => (
                  <p
                    key={finding.rule}
                    className={finding.block ? 'spent__warning spent__warning--block' : 'spent__warning'}
                  >
                    {finding.message}
                  </p>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
