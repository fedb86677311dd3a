/** The 'Overdue only' filter beside the others: follow-ups open and past their day. */
export function OverdueOnly({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="visits__field visits__check">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      Overdue only
    </label>
  );
}
