import type { PlanChooser } from '@/payload-types';
import { LinkButton, TextLink } from '../ui/link-button';

type Link = { label: string; href: string };

/** The plan chooser's optional bottom link and card, as the CMS's plan-chooser global holds them. */
export interface PlanChooserBottomView {
  link: Link | null;
  card: { title: string; body: string | null; button: Link | null } | null;
}

function complete(label: string | null | undefined, href: string | null | undefined): Link | null {
  return label && href ? { label, href } : null;
}

/** The global as the page draws it: a link needs both words and an address, a card its title. */
export function planChooserBottomView(
  global: Pick<PlanChooser, 'bottomLink' | 'displayCard' | 'card'>,
): PlanChooserBottomView {
  const card = global.card;
  return {
    link: complete(global.bottomLink?.label, global.bottomLink?.href),
    card:
      global.displayCard && card?.title
        ? { title: card.title, body: card.body || null, button: complete(card.buttonLabel, card.buttonHref) }
        : null,
  };
}

/**
 * Under the plans and their small print (ordering-journey.md §2 'Package chooser': optional bottom
 * link and card). Nothing when the CMS holds neither.
 */
export function PlanChooserBottom({ view }: { view: PlanChooserBottomView }) {
  if (!view.link && !view.card) return null;
  return (
    <div className="mt-8 space-y-6" data-testid="plan-chooser-bottom">
      {view.link ? (
        <p>
          <TextLink href={view.link.href}>{view.link.label}</TextLink>
        </p>
      ) : null}
      {view.card ? (
        <section
          aria-labelledby="plan-chooser-card-title"
          className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="plan-chooser-card-title" className="text-xl font-bold text-brand-900">
              {view.card.title}
            </h2>
            {view.card.body ? <p className="mt-1 text-slate-700">{view.card.body}</p> : null}
          </div>
          {view.card.button ? (
            <LinkButton href={view.card.button.href} variant="secondary" className="self-start sm:self-auto">
              {view.card.button.label}
            </LinkButton>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
