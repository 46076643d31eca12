// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoBlock } from '@/test-support/demo-blocks';
import { untilLoaded } from '@/test-support/lazy-leaf';
import { mount } from '@/test-support/render';
import { ShareTabView } from './component';
import { ShareButtons } from './component.client';
import { sharedPageAddress } from './share';

vi.mock('next/navigation', () => ({ usePathname: () => '/refer-a-friend' }));

const ORIGIN = 'https://www.example-fibre.co.uk';
const PAGE = encodeURIComponent(`${ORIGIN}/refer-a-friend`);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the share tab from /refer-a-friend’s demo content', () => {
  it('has two networks, each opening a 600×400 pop-up with the encoded page address', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = await mount(
      <ShareTabView block={demoBlock('refer-a-friend', 'share-tab')} origin={ORIGIN} />,
    );
    await untilLoaded(view.container, (container) => container.querySelector('a') !== null);
    expect(view.container.querySelector('section')?.id).toBe('share');
    const links = [...view.container.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual([
      'Share on Facebook (opens a new window)',
      'Share on X (opens a new window)',
    ]);
    expect(links[0]?.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${PAGE}`);
    expect(view.container.querySelector('ul')?.hasAttribute('data-hydrated')).toBe(true);
    await act(async () => links[1]?.click());
    expect(open).toHaveBeenCalledWith(
      `https://twitter.com/intent/tweet?url=${PAGE}`,
      'share',
      'popup,width=600,height=400,noopener,noreferrer',
    );
    view.unmount();
  });

  it('draws each link with the page address on the server, so a click before hydration shares it', () => {
    const html = renderToString(<ShareButtons origin={ORIGIN} />);
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${PAGE}"`);
    expect(html).toContain(`href="https://twitter.com/intent/tweet?url=${PAGE}"`);
    expect(html).toContain('target="_blank"');
    // Not yet React's: the browser tests wait for this before they expect a pop-up.
    expect(html).not.toContain('data-hydrated');
  });
});

describe('sharedPageAddress', () => {
  it('is the page on the public origin, without a query or fragment', () => {
    expect(sharedPageAddress(ORIGIN, '/refer-a-friend')).toBe(`${ORIGIN}/refer-a-friend`);
    expect(sharedPageAddress('http://localhost:3000', '/')).toBe('http://localhost:3000/');
    expect(sharedPageAddress(ORIGIN, '/coverage/location/demo-valley')).toBe(
      `${ORIGIN}/coverage/location/demo-valley`,
    );
  });
});
