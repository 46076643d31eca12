import { CmsImage, populatedMedia } from '@/components/ui/cms-image';
import { LinkButton } from '@/components/ui/link-button';
import { telHref } from '@/components/ui/tel-href';
import type { ContactCardBlockData, Media } from '@/payload-types';

/**
 * One of the card's side pictures (§3 LeftImage, RightImage): beside the card from the tablet
 * width up, left out on a phone, where the width belongs to the phone number and e-mail.
 * Decorative: the card's words say everything.
 */
function SideImage({ media, side }: { media: Media | null; side: 'left' | 'right' }) {
  if (!media) return null;
  return (
    <div data-testid={`contact-card-${side}-image`} className="hidden w-36 flex-none md:block lg:w-48">
      <CmsImage media={media} size="thumbnail" decorative className="h-auto w-full rounded-xl" />
    </div>
  );
}

/** §3 'Contact card': title, body, contact details, a register button or one call to action. */
export function ContactCardBlock({ block }: { block: ContactCardBlockData }) {
  const blue = block.backgroundColor === 'Blue';
  // The site's link colour (brand blue) is unreadable on the blue card: its links take the card's text colour.
  const linkClass = `underline underline-offset-4 ${blue ? 'text-white' : 'text-brand-700'}`;
  return (
    <section
      id="contact-card"
      className="mx-auto max-w-7xl scroll-mt-24 px-4 py-10 sm:px-6 md:flex md:items-center md:gap-8"
    >
      <SideImage media={populatedMedia(block.leftImage)} side="left" />
      <div
        className={`min-w-0 rounded-2xl p-5 sm:p-8 md:flex-1 ${blue ? 'bg-brand-900 text-white' : 'border border-slate-200 bg-white'}`}
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
      <SideImage media={populatedMedia(block.rightImage)} side="right" />
    </section>
  );
}
