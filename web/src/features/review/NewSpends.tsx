import { reviewText } from './reviewText';

/**
 * 'Show 2 new spends': spends a refresh found that the list does not show yet, announced politely and
 * shown when pressed, each in its place (the list does not move under the admin by itself).
 */
export function NewSpends({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div className="review__news" aria-live="polite">
      {count > 0 && (
        <button type="button" className="button review__new" onClick={onShow}>
          {reviewText.newSpends(count)}
        </button>
      )}
    </div>
  );
}
