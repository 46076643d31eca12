// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoBlock } from '@/test-support/demo-blocks';
import { mount } from '@/test-support/render';
import { ShareTabBlock } from './component';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the share tab from /refer-a-friend’s demo content', () => {
  it('has two networks, each opening a 600×400 pop-up with the encoded page address', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = await mount(<ShareTabBlock block={demoBlock('refer-a-friend', 'share-tab')} />);
    expect(view.container.querySelector('section')?.id).toBe('share');
    const links = [...view.container.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual([
      'Share on Facebook (opens a new window)',
      'Share on X (opens a new window)',
    ]);
    const page = encodeURIComponent(window.location.href);
    expect(links[0]?.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${page}`);
    await act(async () => links[1]?.click());
    expect(open).toHaveBeenCalledWith(
      `https://twitter.com/intent/tweet?url=${page}`,
      'share',
      'popup,width=600,height=400,noopener,noreferrer',
    );
    view.unmount();
  });
});
