import { useId, useState, type ReactNode } from 'react';

interface FileSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** Matching names for what was typed (the server's, debounced). */
  suggestions: readonly string[];
  onPick: (name: string) => void;
  /** The × button: an explicit act, so the whole list is asked for at once, not after the typing pause. */
  onClear: () => void;
}

/** `name` with each case-insensitive occurrence of `term` marked. */
function Highlighted({ name, term }: { name: string; term: string }) {
  const needle = term.trim().toLowerCase();
  if (!needle) return <>{name}</>;
  const parts: ReactNode[] = [];
  let rest = 0;
  let at = name.toLowerCase().indexOf(needle);
  while (at >= 0) {
    parts.push(name.slice(rest, at), <mark key={at}>{name.slice(at, at + needle.length)}</mark>);
    rest = at + needle.length;
    at = name.toLowerCase().indexOf(needle, rest);
  }
  parts.push(name.slice(rest));
  return <>{parts}</>;
}

interface SuggestionListProps {
  listId: string;
  optionId: (index: number) => string;
  suggestions: readonly string[];
  /** What was typed, marked in each name. */
  term: string;
  shown: boolean;
  active: number;
  onPick: (name: string) => void;
}

/** The search's suggestions: a listbox the input controls, a tap picks one (the input keeps focus). */
function SuggestionList({ listId, optionId, suggestions, term, shown, active, onPick }: SuggestionListProps) {
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="File name suggestions"
      className="file-search__list"
      hidden={!shown}
    >
      {suggestions.map((name, index) => (
        <li
          key={name}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className="file-search__option"
          onPointerDown={(event) => {
            event.preventDefault();
            onPick(name);
          }}
        >
          <Highlighted name={name} term={term} />
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Search files...' as an ARIA combobox: the suggestions are a listbox the arrow keys move through and
 * Enter chooses from; a polite live region says how many there are.
 */
export function FileSearch({ value, onChange, suggestions, onPick, onClear }: FileSearchProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && value.trim() !== '' && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${String(index)}`;

  const pick = (name: string) => {
    onPick(name);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="file-search">
      <input
        type="search"
        className="file-search__input"
        placeholder="Search files..."
        aria-label="Search files"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => {
          setOpen(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((index) => (index + step + suggestions.length) % Math.max(suggestions.length, 1));
          } else if (event.key === 'Enter' && shown && active >= 0) {
            event.preventDefault();
            const name = suggestions[active];
            if (name !== undefined) pick(name);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {value !== '' && (
        <button
          type="button"
          className="file-search__clear"
          aria-label="Clear search"
          onClick={() => {
            onClear();
            setOpen(false);
          }}
        >
          ×
        </button>
      )}
      <SuggestionList
        listId={listId}
        optionId={optionId}
        suggestions={suggestions}
        term={value}
        shown={shown}
        active={active}
        onPick={pick}
      />
      <p className="visually-hidden" aria-live="polite">
        {shown ? `${String(suggestions.length)} suggestions` : ''}
      </p>
    </div>
  );
}
