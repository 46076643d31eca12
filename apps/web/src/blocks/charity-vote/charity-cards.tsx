import { describedBy, FieldError, FormGroup } from '@/components/form/field-parts';
import type { ControlRegistration as UseFormRegisterReturn } from '@/components/form/form-store';
import { cycledImage } from './charity-memory';
import type { CharityCard } from './component.client';

/** One card: its picture, its radio (the whole card is the label) and its description. */
function CharityOption({
  card,
  id,
  image,
  chosen,
  radio,
}: {
  card: CharityCard;
  id: string;
  image: { url: string; alt: string } | undefined;
  chosen: boolean;
  radio: UseFormRegisterReturn;
}) {
  return (
    <li>
      <label
        htmlFor={id}
        className={`flex h-full cursor-pointer flex-col overflow-hidden rounded-2xl border-4 bg-white ${chosen ? 'border-brand-700' : 'border-slate-200'}`}
      >
        {image ? (
          // biome-ignore lint/performance/noImgElement: a small decorative card picture from the CMS.
          <img src={image.url} alt="" className="h-32 w-full object-cover" loading="lazy" />
        ) : null}
        <span className="flex flex-1 flex-col gap-2 p-4">
          <span className="flex items-center gap-3">
            <input
              type="radio"
              id={id}
              value={card.charity}
              className="h-6 w-6 accent-brand-700"
              {...radio}
            />
            <span className="text-lg font-bold text-brand-900">{card.charity}</span>
          </span>
          <span className="text-slate-700">{card.description}</span>
        </span>
      </label>
    </li>
  );
}

/**
 * The charity cards as one radio question (§3 'Charity card', §4): the cards in their order with
 * the pictures cycling, each radio `<groupId>-<index>`, and the question's message above them.
 */
export function CharityCards({
  groupId,
  cards,
  images,
  chosen,
  error,
  radio,
}: {
  groupId: string;
  cards: readonly CharityCard[];
  images: readonly { url: string; alt: string }[];
  chosen: string;
  error: string | undefined;
  radio: UseFormRegisterReturn;
}) {
  return (
    <FormGroup error={error}>
      <fieldset id={groupId} aria-describedby={describedBy(groupId, null, error)}>
        <legend className="sr-only">Choose a charity</legend>
        <FieldError id={groupId} message={error} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card, index) => (
            <CharityOption
              key={card.charity}
              card={card}
              id={`${groupId}-${index}`}
              image={cycledImage(images, index)}
              chosen={chosen === card.charity}
              radio={radio}
            />
          ))}
        </ul>
      </fieldset>
    </FormGroup>
  );
}
