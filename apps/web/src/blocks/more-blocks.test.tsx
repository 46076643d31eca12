// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoBlock, testMedia } from '@/test-support/demo-blocks';
import { ActionCardListBlock } from './action-card-list/component';
import { CheckAvailabilityBlock } from './check-availability/component';
import { FullLengthCardBlock } from './full-length-card/component';
import { OneTouchSwitchBlock } from './one-touch-switch/component';
import { SideInfoPanelBlock } from './side-info-panel/component';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/state/journey-store', () => ({
  useJourney: () => ({ setPostcodeString: vi.fn(), clearAddress: vi.fn() }),
}));

function render(element: React.ReactElement): void {
  document.body.innerHTML = renderToStaticMarkup(element);
}

const texts = (selector: string) => [...document.querySelectorAll(selector)].map((node) => node.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('more content blocks from their demo content', () => {
  it('check availability: /coverage’s heading and the postcode box with its label', () => {
    render(<CheckAvailabilityBlock block={demoBlock('coverage', 'check-availability')} />);
    expect(document.querySelector('h2')?.textContent).toBe('Can you get Hey!Broadband?');
    const input = document.querySelector('input');
    expect(document.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe(
      'Enter your postcode to check availability.',
    );
    expect(input?.getAttribute('placeholder')).toBe('Enter your postcode');
  });

  it('one-touch-switch box: the home page’s words, points and link', () => {
    render(<OneTouchSwitchBlock block={demoBlock('home', 'one-touch-switch')} />);
    expect(document.querySelector('h2')?.textContent).toBe('Switching is simple with One Touch Switch');
    expect(texts('li')).toEqual(['No need to call your old provider', 'No gap without internet']);
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/address-finder');
  });

  it('full-length card: /charity’s card with its thumbnail and link', () => {
    const block = demoBlock('charity', 'full-length-card');
    render(<FullLengthCardBlock block={{ ...block, image: testMedia(2, 'Volunteers') }} />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/cms-api/media/file/demo-2-400x300.png');
    expect(document.querySelector('h2')?.textContent).toBe('Bring a friend, give twice');
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/refer-a-friend');
  });

  it('side info panel: /speed-test’s text and its facts as a description list', () => {
    render(<SideInfoPanelBlock block={demoBlock('speed-test', 'side-info-panel')} />);
    expect(document.querySelector('aside h3')?.textContent).toBe('Our speeds');
    expect(texts('dt')).toEqual(['Fibre 150', 'Fibre 400', 'Fibre 900']);
    expect(texts('dd')[2]).toBe('900 Mbps down and up');
  });

  it('action-card list: /contact-us’s three tasks, each one link', () => {
    render(<ActionCardListBlock block={demoBlock('contact-us', 'action-card-list')} />);
    expect([...document.querySelectorAll('li a')].map((a) => a.getAttribute('href'))).toEqual([
      '/network-status',
      '/speed-test',
      '/help',
    ]);
  });
});
