import { PROVIDER_PHONE } from '@fibre/domain/contact-phone';
import { NETWORK_TECHNOLOGY_SUMMARY } from '@fibre/domain/network-technology';
import { SITE_PATHS } from '@fibre/domain/site-paths';
import { minimumGuaranteedMbps } from '@fibre/domain/speed-guarantee';
import { PageHeading } from '@/components/ui/page-heading';
import { LinkButton } from '../ui/link-button';

const SECTION_HEADING = 'mt-10 text-2xl font-bold text-brand-900';

/** Ofcom's names for the ways broadband reaches a home, with what each means (guidance of September 2024). */
const TECHNOLOGIES: ReadonlyArray<{ name: string; meaning: string }> = [
  {
    name: 'Full fibre',
    meaning:
      'A fibre-optic cable runs all the way from the network into your home (fibre to the premises, FTTP). This is what we sell.',
  },
  {
    name: 'Part fibre',
    meaning:
      'Fibre runs to a street cabinet and a copper telephone wire carries the last stretch to your home (FTTC). Speeds fall the further you are from the cabinet.',
  },
  {
    name: 'Cable',
    meaning: 'Fibre to the street, then a coaxial cable into your home.',
  },
  {
    name: 'Copper',
    meaning: 'The telephone wire all the way (ADSL), the slowest fixed line.',
  },
];

/** /full-fibre: the short explanation every 'Full fibre' on a plan card, basket and contract summary links to. */
export function FullFibreExplained() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeading title="What is full fibre?" />
      <div className="mt-6 space-y-4 text-lg text-slate-800">
        <p>{NETWORK_TECHNOLOGY_SUMMARY}</p>
        <p>
          Light in glass carries your connection the whole way, so the speed you buy is the speed your router
          gets, however far you live from the exchange, and uploads are as fast as downloads.
        </p>
      </div>

      <h2 className={SECTION_HEADING}>How broadband reaches a home</h2>
      <p className="mt-3 text-slate-800">
        Ofcom asks every provider to name the technology in these words, so you can compare plans fairly:
      </p>
      <dl className="mt-4 space-y-4">
        {TECHNOLOGIES.map((technology) => (
          <div key={technology.name} className="rounded-lg border border-slate-200 p-4">
            <dt className="font-bold text-brand-900">{technology.name}</dt>
            <dd className="mt-1 text-slate-800">{technology.meaning}</dd>
          </div>
        ))}
      </dl>

      <h2 className={SECTION_HEADING}>Your speed, guaranteed</h2>
      <div className="mt-3 space-y-3 text-slate-800">
        <p>
          Every plan shows the speed it is sold at and a minimum guaranteed speed: half the sold speed each
          way over a wired connection (Fibre 900 is guaranteed {minimumGuaranteedMbps(900)} Mbps). If your
          speed stays below the guarantee and we cannot fix it within 30 days, you may leave without an early
          exit charge.
        </p>
        <p>Wi-Fi speeds depend on your devices and your home, so they can be lower than wired ones.</p>
      </div>

      <h2 className={SECTION_HEADING}>What installation involves</h2>
      <div className="mt-3 space-y-3 text-slate-800">
        <p>
          An engineer brings the fibre into your home and fits a small socket and our router, usually within
          half a day. Someone aged 18 or over needs to be in.
        </p>
        <p>
          Questions? Call us free on{' '}
          <a href={`tel:${PROVIDER_PHONE.tel}`} className="font-semibold text-brand-700 underline">
            {PROVIDER_PHONE.display}
          </a>{' '}
          ({PROVIDER_PHONE.openingHours}).
        </p>
      </div>
      <p className="mt-8">
        <LinkButton href={SITE_PATHS.addressFinder}>Check your address</LinkButton>
      </p>
    </div>
  );
}
