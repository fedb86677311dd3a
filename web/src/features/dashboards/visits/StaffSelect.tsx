import { useId } from 'react';

interface StaffSelectProps {
  label: string;
  value: string;
  staff: readonly { uid: string; label: string }[];
  onChange: (uid: string) => void;
}

/** A filter by staff member ('' for everyone), as the visit log and the pipeline offer it. */
export function StaffSelect({ label, value, staff, onChange }: StaffSelectProps) {
  const id = useId();
  return (
    <div className="visits__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        <option value="">Everyone</option>
        {staff.map((member) => (
          <option key={member.uid} value={member.uid}>
            {member.label}
          </option>
        ))}
      </select>
    </div>
  );
}
