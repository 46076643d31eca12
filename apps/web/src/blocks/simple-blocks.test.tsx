// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { demoBlock, testMedia } from '@/test-support/demo-blocks';
import { AnchorLinkButtonBlock } from './anchor-link-button/component';
import { ColourCardListBlock } from './colour-card-list/component';
import { ImageBannerBlock } from './image-banner/component';
import { fileDetails, LargeInfoCardBlock } from './large-info-card/component';
import { LinkListBlock } from './link-list/component';
import { NumberedStepsView } from './numbered-steps/component';
import { TextElementListBlock } from './text-element-list/component';
import { TwoColumnTextBlock } from './two-column-text/component';

function render(element: React.ReactElement): void {
  document.body.innerHTML = renderToStaticMarkup(element);
}

const texts = (selector: string) => [...document.querySelectorAll(selector)].map((node) => node.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the content blocks from their demo content', () => {
  it('text element list: /speed-test’s ticked list; each style its list element', () => {
    const block = demoBlock('speed-test', 'text-element-list');
    render(<TextElementListBlock block={block} />);
    expect(document.querySelector('h2')?.textContent).toBe('What full fibre gives you');
    expect(texts('li')).toEqual(block.items?.map((item) => item.text));
    expect(document.querySelectorAll('li svg')).toHaveLength(3);
    for (const listStyle of ['circle', 'square', 'disc', 'number'] as const) {
      render(<TextElementListBlock block={{ ...block, listStyle }} />);
      const list = document.querySelector('[data-list-style]');
      expect(list?.tagName).toBe(listStyle === 'number' ? 'OL' : 'UL');
      expect(list?.getAttribute('data-list-style')).toBe(listStyle);
      expect(document.querySelectorAll('li svg')).toHaveLength(0);
    }
  });

  it('two-column text: /network-status’s two columns, markdown rendered without raw HTML', () => {
    const block = demoBlock('network-status', 'two-column-text');
    render(<TwoColumnTextBlock block={{ ...block, right: `${block.right} <script>x</script>` }} />);
    expect(texts('h3')).toEqual(['Check at home first', 'Then tell us']);
    expect(texts('li')).toEqual(['Solid white: connected.', 'Flashing red: no signal from the fibre.']);
    expect(document.querySelector('strong')?.textContent).toBe('same day');
    expect(document.querySelector('script')).toBeNull();
  });

  it('link list: /help’s useful links, each with its description', () => {
    render(<LinkListBlock block={demoBlock('help', 'link-list')} />);
    expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/network-status',
      '/speed-test',
      '/legal/page/terms',
    ]);
    expect(texts('p')).toContain('Planned work and outages.');
  });

  it('anchor-link button: /refer-a-friend’s link to #share, a plain link', () => {
    render(<AnchorLinkButtonBlock block={demoBlock('refer-a-friend', 'anchor-link-button')} />);
    const link = document.querySelector('a');
    expect(link?.getAttribute('href')).toBe('#share');
    expect(link?.textContent).toBe('Share with a friend');
    expect(link?.className).toContain('btn-primary');
  });

  it('image banner: /coverage’s picture, heading and link', () => {
    const block = demoBlock('coverage', 'image-banner');
    render(<ImageBannerBlock block={{ ...block, image: testMedia(2, 'An engineer splicing fibre') }} />);
    const image = document.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('An engineer splicing fibre');
    expect(image?.getAttribute('srcset')).toContain('768w');
    expect(document.querySelector('h2')?.textContent).toBe('New streets go live every week');
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/address-finder');
  });

  it('numbered steps: the home page’s three steps and the Still in a contract? bubble with a dialable number', () => {
    const block = demoBlock('home', 'numbered-steps');
    render(<NumberedStepsView block={block} callMeDisclosure={null} />);
    expect(texts('ol h3')).toEqual(['Check your address', 'Choose your plan', 'We do the rest']);
    expect(document.querySelector('aside h3')?.textContent).toBe('Still in a contract?');
    expect(document.querySelector('aside a')?.getAttribute('href')).toBe('tel:+448081570192');
    render(<NumberedStepsView block={{ ...block, showCallMeBubble: false }} callMeDisclosure={null} />);
    expect(document.querySelector('aside')).toBeNull();
  });

  it('numbered steps: each step’s icon beside its label, hidden from screen readers; none when left empty', () => {
    const block = demoBlock('home', 'numbered-steps');
    render(<NumberedStepsView block={block} callMeDisclosure={null} />);
    const icons = [...document.querySelectorAll('ol h3 svg')];
    expect(icons.map((icon) => icon.getAttribute('data-icon'))).toEqual(['wifi', 'basket', 'router']);
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true');
    const steps = (block.steps ?? []).map((step, index) => (index === 1 ? { ...step, icon: null } : step));
    render(<NumberedStepsView block={{ ...block, steps }} callMeDisclosure={null} />);
    expect(document.querySelectorAll('ol li')[1]?.querySelector('svg')).toBeNull();
    expect(document.querySelectorAll('ol h3 svg')).toHaveLength(2);
  });

  it('colour card list: /charity’s blue, red and purple cards', () => {
    render(<ColourCardListBlock block={demoBlock('charity', 'colour-card-list')} />);
    expect(
      [...document.querySelectorAll('[data-colour]')].map((card) => card.getAttribute('data-colour')),
    ).toEqual(['blue', 'red', 'purple']);
    expect(texts('h3')).toEqual(['Food', 'Rescue', 'Skills']);
  });

  it('large info card: /network-status’s router guide with its download button', () => {
    const block = demoBlock('network-status', 'large-info-card');
    const downloads = (block.downloads ?? []).map((entry) => ({
      ...entry,
      file: testMedia(3, 'Router guide'),
    }));
    render(<LargeInfoCardBlock block={{ ...block, downloads }} />);
    expect(document.querySelector('h2')?.textContent).toBe('Your router guide');
    const link = document.querySelector('a[download]');
    expect(link?.getAttribute('href')).toBe('/cms-api/media/file/demo-3.png');
    expect(link?.textContent).toBe('Download the router light guide (PNG, 47 kB)');
    expect(fileDetails({ mimeType: 'application/pdf', filesize: null })).toBe('PDF');
    // A file not populated (depth 0) gives no button.
    render(<LargeInfoCardBlock block={block} />);
    expect(document.querySelector('a')).toBeNull();
  });
});
