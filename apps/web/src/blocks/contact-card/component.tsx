import { LinkButton } from '@/components/ui/link-button';
import { telHref } from '@/components/ui/tel-href';
import type { ContactCardBlockData } from '@/payload-types';

/** §3 'Contact card': title, body, contact details, a register button or one call to action. */
export function ContactCardBlock({ block }: { block: ContactCardBlockData }) {
  const blue = block.backgroundColor === 'Blue';
  // The site's link colour (brand blue) is unreadable on the blue card: its links take the card's text colour.
  const linkClass = `underline underline-offset-4 ${blue ? 'text-white' : 'text-brand-700'}`;
  return (
    <section id="contact-card" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-10 sm:px-6">
      <div
        className={`rounded-2xl p-5 sm:p-8 ${blue ? 'bg-brand-900 text-white' : 'border border-slate-200 bg-white'}`}
      >
        <h2 className={`text-2xl font-extrabold ${blue ? 'text-white' : 'text-brand-900'}`}>{block.title}</h2>
        {block.body ? (
          <p className={`mt-3 text-lg ${blue ? 'text-brand-100' : 'text-slate-700'}`}>{block.body}</p>
        ) : null}
        {block.hasContactDetails ? (
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {block.phone ? (
              <div>
                <dt className="text-sm font-bold uppercase tracking-wide">Call us free</dt>
                <dd className="mt-1 text-xl font-bold">
                  <a href={telHref(block.phone)} className={linkClass}>
                    {block.phone}
                  </a>
                  {block.phoneOpeningHours ? (
                    <span className="mt-1 block text-base font-normal">{block.phoneOpeningHours}</span>
                  ) : null}
                </dd>
              </div>
            ) : null}
            {block.email ? (
              // min-w-0 and overflow-wrap: a long address wraps on a phone instead of running off the card.
              <div className="min-w-0">
                <dt className="text-sm font-bold uppercase tracking-wide">E-mail us</dt>
                <dd className="mt-1 text-lg font-bold [overflow-wrap:anywhere] sm:text-xl">
                  <a href={`mailto:${block.email}`} className={linkClass}>
                    {block.email}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {block.hasRegisterButton ? (
          <LinkButton href="#register-interest" variant="primary" className="mt-6">
            Register your interest
          </LinkButton>
        ) : null}
        {block.hasSingleCta && block.ctaLink && block.ctaText ? (
          <LinkButton href={block.ctaLink} variant="primary" className="mt-6">
            {block.ctaText}
          </LinkButton>
        ) : null}
      </div>
    </section>
  );
}
