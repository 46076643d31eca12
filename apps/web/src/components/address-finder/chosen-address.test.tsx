// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { ChosenAddress } from './chosen-address';

describe('ChosenAddress', () => {
  it('names the box and shows the address, with no Change of its own', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <ChosenAddress address="2 Fibre Street, Demoton, HB1 1AA" className="mt-2" />,
    );
    const box = document.body.firstElementChild as HTMLElement;
    expect(box.textContent).toBe('Your address2 Fibre Street, Demoton, HB1 1AA');
    expect(box.classList.contains('mt-2')).toBe(true);
    expect(document.querySelector('button')).toBeNull();
  });

  it('has no serious axe violation', async () => {
    expect(await seriousA11yViolations(renderToStaticMarkup(<ChosenAddress address="1 Far Lane" />))).toEqual(
      [],
    );
  });
});
