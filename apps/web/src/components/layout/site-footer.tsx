import { FIND_MY_ORDER_PATH } from '@fibre/domain/order-paths';
import Link from 'next/link';
import type { FooterCard, SiteNavigation } from '@/cms/navigation-data';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { BrandLogo } from './brand-logo';
import { SocialIcon } from './icons';

/** The footer card (§3 'Footer content'): a title, a line and a button, above the link columns. */
function FooterCardBox({ card }: { card: FooterCard }) {
  return (
    <section
      aria-labelledby="footer-card-title"
      data-testid="footer-card"
      className="mb-10 flex flex-col gap-4 rounded-2xl bg-white/10 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="footer-card-title" className="text-xl font-bold text-white">
          {card.title}
        </h2>
        {card.body ? <p className="mt-1 text-slate-200">{card.body}</p> : null}
      </div>
      {card.button ? (
        <Link href={card.button.href} className="btn btn-primary self-start sm:self-auto">
          {card.button.label}
        </Link>
      ) : null}
    </section>
  );
}

function FullFooter({ navigation }: { navigation: SiteNavigation }) {
  const { footer } = navigation;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      {footer.card ? <FooterCardBox card={footer.card} /> : null}
      <div className="grid gap-10 md:grid-cols-[1.2fr_repeat(3,1fr)]">
        <div>
          <div className="[&_a]:text-white">
            <BrandLogo brandName={navigation.brandName} />
          </div>
          <p className="mt-4 max-w-xs text-sm text-slate-300">{footer.address}</p>
          <p className="mt-4 text-sm text-slate-300">
            Call us free on{' '}
            <a href={`tel:${navigation.phone.tel}`} className="font-semibold text-white">
              {navigation.phone.display}
            </a>
            <br />
            {navigation.phone.openingHours}
          </p>
          <p className="mt-4">
            <Link
              href={FIND_MY_ORDER_PATH}
              data-testid="footer-find-my-order"
              className="font-semibold text-white underline underline-offset-4 hover:text-brand-100"
            >
              Find my order
            </Link>
          </p>
          {footer.compareLink ? (
            <p className="mt-4">
              <Link
                href={footer.compareLink.href}
                data-testid="footer-compare-link"
                className="font-semibold text-white underline underline-offset-4 hover:text-brand-100"
              >
                {footer.compareLink.label}
              </Link>
            </p>
          ) : null}
          <ul className="mt-6 flex gap-3" aria-label="Follow us">
            {footer.socials.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  aria-label={social.label}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footer.columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-base font-bold text-white">{column.heading}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.href + link.label}>
                  <Link href={link.href} className="text-slate-200 hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mt-12 flex flex-col gap-3 border-t border-white/15 pt-6 text-sm text-slate-300 sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {footer.copyright}
        </p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          {/* Always here, whatever the CMS's columns hold (decision 0684). */}
          <Link
            href="/accessibility"
            data-testid="footer-accessibility-link"
            className="text-slate-200 underline underline-offset-2 hover:text-white"
          >
            Accessibility statement
          </Link>
          <CookieSettingsButton className="self-start text-slate-200 underline underline-offset-2 hover:text-white" />
        </div>
      </div>
    </div>
  );
}

function ReducedFooter({ navigation }: { navigation: SiteNavigation }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <p className="text-sm text-slate-300">{navigation.footer.reducedCopyright}</p>
    </div>
  );
}

/** 'reduced' on the ordering steps, 'full' everywhere else; each route group's layout picks one. */
export type FooterKind = 'full' | 'reduced';

/** The footer; on the ordering steps only the copyright line (content-and-api.md §7 'Page shell'). */
export function SiteFooter({ navigation, kind }: { navigation: SiteNavigation; kind: FooterKind }) {
  return (
    <footer className="bg-brand-900 text-white">
      {kind === 'reduced' ? (
        <ReducedFooter navigation={navigation} />
      ) : (
        <FullFooter navigation={navigation} />
      )}
    </footer>
  );
}
