import './Skeleton.css';

interface SkeletonProps {
  /** What is loading, for screen readers ('Loading files'). */
  label: string;
  rows: number;
  /** Sizes the rows: e.g. `skeleton--chart` for a chart's height. */
  className?: string;
}

/** Shimmering placeholder rows where content is on its way, so the screen does not look empty. */
export function Skeleton({ label, rows, className }: SkeletonProps) {
  return (
    <div className={className ? `skeleton ${className}` : 'skeleton'} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton__row" />
      ))}
    </div>
  );
}
