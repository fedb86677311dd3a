import { useId, useState } from 'react';

/**
 * The 'Overdue only' filter beside the others: follow-ups open and past their day. The filter lives in
 * the URL, whose change renders the log in a transition that a slow phone takes a while to finish, so
 * the box shows the tap at once and follows the URL when it changes (Back, a shared link).
 */
export function OverdueOnly({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const [shown, setShown] = useState(checked);
  const [fromUrl, setFromUrl] = useState(checked);
  if (fromUrl !== checked) {
    setFromUrl(checked);
    setShown(checked);
  }
  return (
    <div className="visits__field visits__check">
      <input
        id={id}
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      <label htmlFor={id}>Overdue only</label>
    </div>
  );
}
