import { PROVIDER_PHONE } from '@fibre/domain/contact-phone';
import { CONTRACT_SUMMARY_PROVIDER } from '@fibre/domain/contract-summary';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';

/**
 * /accessibility: the accessibility statement, in the order of GOV.UK's model statement (decision
 * 0684): who runs the site and what a visitor can do with it, how accessible it is and its known
 * limits, other formats (the contract among them) and how to ask, reporting problems, the
 * enforcement procedure, and how the site was tested. The date is when the statement was last
 * reviewed, a fact to change by hand, not today's date.
 */

const PROVIDER = CONTRACT_SUMMARY_PROVIDER;
const STATEMENT_REVIEWED = '28 November 2026';
const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <div className="mt-3 space-y-3 text-slate-800">{children}</div>
    </section>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function PhoneLink() {
  return (
    <a href={`tel:${PROVIDER_PHONE.tel}`} className={LINK}>
      {PROVIDER_PHONE.display}
    </a>
  );
}

function UsingThisSite() {
  return (
    <>
      <p>
        This website is run by {PROVIDER.legalName}. We want as many people as possible to be able to use it.
        For example, that means you should be able to:
      </p>
      <Bullets
        items={[
          'change colours, contrast levels and fonts using your browser or device settings',
          'zoom in up to 400% without the text spilling off the screen',
          'check your address, choose a plan and place an order using just a keyboard',
          'use the site with speech recognition software',
          'listen to the site using a screen reader (including recent versions of NVDA, JAWS and VoiceOver)',
        ]}
      />
      <p>We have also made the text as simple as possible to understand.</p>
    </>
  );
}

function KnownLimits() {
  return (
    <>
      <p>We know some parts of this website are not fully accessible:</p>
      <Bullets
        items={[
          'the contract summary and order receipt PDFs are not tagged, so some screen readers read them as plain text without headings: the same contract summary is on the review page before you order, and in your confirmation e-mail',
          'the chat and reviews widgets, which load only if you accept their cookies, come from other companies and we cannot fully test them',
          'the staff area at /admin, which customers do not use, is built on a content management system we have not fully tested',
        ]}
      />
    </>
  );
}

function OtherFormats() {
  return (
    <>
      <p>
        You can have your contract, your contract summary, your bills and anything on this website free in
        large print, braille, audio recording or easy read. Ask us:
      </p>
      <Bullets
        items={[
          `call ${PROVIDER_PHONE.display} (${PROVIDER_PHONE.openingHours})`,
          'through Relay UK: dial 18001 then our number from a textphone or the Relay UK app',
          `e-mail ${PROVIDER.email}`,
          `write to ${PROVIDER.legalName}, ${PROVIDER.address}`,
        ]}
      />
      <p>
        Tell us your order number if you have one. We will reply within 5 working days and send the contract
        in the format you need within 10 working days.
      </p>
    </>
  );
}

/** The whole statement. */
export function AccessibilityStatement() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeading
        title="Accessibility statement"
        lead={`This statement covers the ${PROVIDER.name} website.`}
      />
      <Section id="using-this-site" heading="Using this website">
        <UsingThisSite />
      </Section>
      <Section id="how-accessible" heading="How accessible this website is">
        <KnownLimits />
      </Section>
      <Section id="other-formats" heading="Your contract and other information in another format">
        <OtherFormats />
      </Section>
      <Section id="reporting-problems" heading="Reporting accessibility problems with this website">
        <p>
          We are always looking to improve the accessibility of this website. If you find a problem not listed
          on this page or think we are not meeting the requirements, call us on <PhoneLink /> or e-mail{' '}
          <a href={`mailto:${PROVIDER.email}`} className={LINK}>
            {PROVIDER.email}
          </a>
          .
        </p>
      </Section>
      <EnforcementAndTesting />
    </div>
  );
}

function EnforcementAndTesting() {
  return (
    <>
      <Section id="enforcement" heading="Enforcement procedure">
        <p>
          The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Equality Act 2010,
          which requires us to make reasonable adjustments for disabled customers. If you are not happy with
          how we respond to your complaint, contact the{' '}
          <a href="https://www.equalityadvisoryservice.com/" className={LINK}>
            Equality Advisory and Support Service (EASS)
          </a>
          . If your complaint is about your broadband service and we have not resolved it within 8 weeks, you
          can also take it to our independent ombudsman, free of charge.
        </p>
      </Section>
      <Section id="technical-information" heading="Technical information about this website's accessibility">
        <p>
          {PROVIDER.legalName} is committed to making its website accessible. This website is partially
          compliant with the{' '}
          <a href="https://www.w3.org/TR/WCAG22/" className={LINK}>
            Web Content Accessibility Guidelines version 2.2
          </a>{' '}
          AA standard, because of the non-compliances listed under &lsquo;How accessible this website
          is&rsquo;.
        </p>
      </Section>
      <Section id="how-tested" heading="How we tested this website">
        <p>
          Every page of the ordering journey, the order pages and the content pages are checked automatically
          with axe against WCAG 2.2 A and AA on every change, at phone and desktop widths in Chromium, and the
          journeys are tested by keyboard alone, from checking an address to placing an order.
        </p>
        <p>This statement was prepared on 28 November 2026. It was last reviewed on {STATEMENT_REVIEWED}.</p>
      </Section>
    </>
  );
}
