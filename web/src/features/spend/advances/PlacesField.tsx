import { useId, useState } from 'react';
import { describedByError, fieldErrorId } from '../../../components/form/FieldFrame';
import { myAdvanceText } from './advanceText';

interface PlacesFieldProps {
  places: readonly string[];
  duePlaces: readonly string[];
  problem?: string | undefined;
  onChange: (places: string[]) => void;
}

/** Several places: each Due place a tick box, others typed and added; each added one can be removed. */
export function PlacesField({ places, duePlaces, problem, onChange }: PlacesFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const typedPlaces = places.filter((place) => !duePlaces.includes(place));
  const add = () => {
    const place = typed.trim();
    if (place !== '' && !places.includes(place)) onChange([...places, place]);
    setTyped('');
  };
  return (
    <fieldset className="advance-places" {...describedByError(id, problem)}>
      <legend className="field__label">Places</legend>
      <p className="advance-places__hint">{myAdvanceText.placesHint}</p>
      <DuePlaceChoices places={places} duePlaces={duePlaces} onChange={onChange} />
      {typedPlaces.length > 0 && (
        <ul className="advance-places__typed">
          {typedPlaces.map((place) => (
            <li key={place}>
              {place}{' '}
              <button
                type="button"
                className="button advance-places__remove"
                aria-label={myAdvanceText.removePlace(place)}
                onClick={() => {
                  onChange(places.filter((chosen) => chosen !== place));
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="advance-places__add">
        <label className="visually-hidden" htmlFor={`${id}-typed`}>
          Another place
        </label>
        <input
          id={`${id}-typed`}
          className="field__input"
          placeholder="Another place"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button" onClick={add}>
          {myAdvanceText.addPlace}
        </button>
      </div>
      {problem && (
        <p id={fieldErrorId(id)} className="field__error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** Each Due place as a tick box. */
function DuePlaceChoices({ places, duePlaces, onChange }: Omit<PlacesFieldProps, 'problem'>) {
  if (duePlaces.length === 0) return null;
  return (
    <ul className="advance-places__due">
      {duePlaces.map((place) => (
        <li key={place}>
          <label className="advance-places__choice">
            <input
              type="checkbox"
              checked={places.includes(place)}
              onChange={(event) => {
                onChange(
                  event.target.checked ? [...places, place] : places.filter((chosen) => chosen !== place),
                );
              }}
            />
            {place}
          </label>
        </li>
      ))}
    </ul>
  );
}
