// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneLink } from './phone-link';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PhoneLink', () => {
  it('calls the number, named "Call us on" the number, with a decorative icon', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <PhoneLink
        phone={{ tel: '+448081570192', display: '0808 157 0192', openingHours: '' }}
        className="link"
      />,
    );
    const link = document.querySelector('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('tel:+448081570192');
    expect(link.className).toBe('link');
    expect(link.textContent).toBe('Call us on 0808 157 0192');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
