// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BasketIcon, ChevronDownIcon, MenuIcon, PhoneIcon, SocialIcon } from './icons';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('icons', () => {
  it('are all hidden from assistive technology and never focusable', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <>
        <PhoneIcon />
        <BasketIcon />
        <ChevronDownIcon />
        <MenuIcon open={false} />
        <SocialIcon network="youtube" />
      </>,
    );
    const svgs = [...document.querySelectorAll('svg')];
    expect(svgs).toHaveLength(5);
    for (const svg of svgs) {
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('focusable')).toBe('false');
    }
  });

  it('draw line icons with the text colour stroke and solid ones with its fill', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <>
        <BasketIcon />
        <PhoneIcon className="h-3 w-3" />
      </>,
    );
    const [basket, phone] = [...document.querySelectorAll('svg')];
    expect(basket?.getAttribute('fill')).toBe('none');
    expect(basket?.getAttribute('stroke')).toBe('currentColor');
    expect(phone?.getAttribute('fill')).toBe('currentColor');
    expect(phone?.getAttribute('stroke')).toBeNull();
    expect(phone?.getAttribute('class')).toBe('h-3 w-3');
  });
});
