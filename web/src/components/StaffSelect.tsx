import { useId } from 'react';
import './StaffSelect.css';

interface StaffSelectProps {
  label: string;
  value: string;
  staff: readonly { uid: string; label: string }[];
  onChange: (uid: string) => void;
  /** The field's class, for the screen's own layout ('staff-select' by default). */
  className?: string;
}

/**
 * A filter by staff member ('' for everyone), as the visit log, the pipeline and the file library
 * offer it. A chosen member no longer listed (say, from a shared link) stays shown and chosen.
 */
export function StaffSelect({ label, value, staff, onChange, className = 'staff-select' }: StaffSelectProps) {
  const id = useId();
  const listed = value === '' || staff.some((member) => member.uid === value);
  return (
    <div className={className}>
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
        {!listed && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}
