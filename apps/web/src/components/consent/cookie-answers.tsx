import { ALL_CONSENT, type ConsentCategories, NO_OPTIONAL_CONSENT } from '@/analytics/consent';

/**
 * The cookie question's answers: 'Accept all' and 'Reject optional' equally prominent (ICO
 * guidance), and 'Choose cookies' until the visitor is choosing.
 */
export function CookieAnswers({
  choosing,
  onAnswer,
  onChoose,
}: {
  choosing: boolean;
  onAnswer: (categories: ConsentCategories) => void;
  onChoose: () => void;
}) {
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row">
      <button type="button" onClick={() => onAnswer(ALL_CONSENT)} className="btn btn-primary">
        Accept all cookies
      </button>
      <button type="button" onClick={() => onAnswer(NO_OPTIONAL_CONSENT)} className="btn btn-primary">
        Reject optional cookies
      </button>
      {choosing ? null : (
        <button type="button" onClick={onChoose} className="btn btn-outline">
          Choose cookies
        </button>
      )}
    </div>
  );
}
