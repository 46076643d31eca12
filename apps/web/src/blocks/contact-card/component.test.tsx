// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoPages } from '@/cms/seed/pages';
import { testMedia } from '@/test-support/demo-blocks';
import { IconCardGridBlock } from '../icon-card-grid/component';
import { ContactCardBlock } from './component';

const pages = demoPages({
  faqIds: [],
  heroImageId: 1,
  bannerImageId: 2,
  downloadFileId: 3,
  phone: '0808 157 0192',
  openingHours: 'Mon to Fri 8am to 8pm',
});

describe('the contact card and icon card grid from the demo pages', () => {
  it('renders /contact-us’s card with a dialable phone link and the e-mail', () => {
    const block = pages
      .find((page) => page.slug === 'contact-us')
      ?.layout?.find((entry) => entry.blockType === 'contact-card');
    if (block?.blockType !== 'contact-card') throw new Error('no contact card on /contact-us');
    document.body.innerHTML = renderToStaticMarkup(<ContactCardBlock block={block} />);
    expect(document.querySelector('h2')?.textContent).toBe('Talk to us');
    expect(document.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+448081570192');
    expect(document.querySelector('a[href^="mailto:"]')).not.toBeNull();
  });

  it('draws /contact-us’s left and right pictures beside the card, decorative and hidden on a phone', () => {
    const block = pages
      .find((page) => page.slug === 'contact-us')
      ?.layout?.find((entry) => entry.blockType === 'contact-card');
    if (block?.blockType !== 'contact-card') throw new Error('no contact card on /contact-us');
    // The seed names the two uploads; Payload hands them to the block populated.
    expect(typeof block.leftImage).toBe('number');
    expect(typeof block.rightImage).toBe('number');
    document.body.innerHTML = renderToStaticMarkup(
      <ContactCardBlock
        block={{ ...block, leftImage: testMedia(7, 'Our team'), rightImage: testMedia(8, 'Sparky') }}
      />,
    );
    const section = document.querySelector('section#contact-card') as HTMLElement;
    const left = section.querySelector('[data-testid="contact-card-left-image"]');
    const right = section.querySelector('[data-testid="contact-card-right-image"]');
    expect(section.firstElementChild).toBe(left);
    expect(section.lastElementChild).toBe(right);
    expect(left?.querySelector('img')?.getAttribute('src')).toBe('/cms-api/media/file/demo-7-400x300.png');
    expect(right?.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(left?.className).toContain('hidden');
    expect(left?.className).toContain('md:block');
  });

  it('draws no picture where the card has none', () => {
    const block = pages
      .find((page) => page.slug === 'help')
      ?.layout?.find((entry) => entry.blockType === 'contact-card');
    if (block?.blockType !== 'contact-card') throw new Error('no contact card on /help');
    document.body.innerHTML = renderToStaticMarkup(<ContactCardBlock block={block} />);
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });

  it('renders the home page’s audiences with their links', () => {
    const grid = pages
      .find((page) => page.slug === 'home')
      ?.layout?.filter((entry) => entry.blockType === 'icon-card-grid')[1];
    if (grid?.blockType !== 'icon-card-grid') throw new Error('no audience grid on /');
    document.body.innerHTML = renderToStaticMarkup(<IconCardGridBlock block={grid} />);
    expect([...document.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Home',
      'Home worker',
      'Business',
    ]);
    expect(document.querySelector('a[href="/service-available?addressType=BUS"]')?.textContent).toBe(
      'See business plans',
    );
  });
});
