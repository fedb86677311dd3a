import { useId } from 'react';

/** The 'Overdue only' filter beside the others: follow-ups open and past their day. */
export function OverdueOnly({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="visits__field visits__check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <label htmlFor={id}>Overdue only</label>
    </div>
  );
}
