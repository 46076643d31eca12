// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PLAN_CHOOSER } from '@/cms/seed/globals';
import { PlanChooserBottom, planChooserBottomView } from './plan-chooser-bottom';

afterEach(() => {
  document.body.innerHTML = '';
});

function draw(global: Parameters<typeof planChooserBottomView>[0]) {
  document.body.innerHTML = renderToStaticMarkup(<PlanChooserBottom view={planChooserBottomView(global)} />);
}

describe('the plan chooser’s bottom link and card (ordering-journey.md §2)', () => {
  it('draws the demo’s link and card, the card’s button going where staff set it', () => {
    draw(DEMO_PLAN_CHOOSER);
    const links = [...document.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Not sure which speed you need? Try our speed test', '/speed-test'],
      ['Contact us', '/contact-us'],
    ]);
    expect(document.querySelector('section h2')?.textContent).toBe('Questions before you choose?');
    expect(document.querySelector('section')?.textContent).toContain('six days a week');
  });

  it('leaves out the card when switched off, and a link missing its words or its address', () => {
    draw({ ...DEMO_PLAN_CHOOSER, displayCard: false, bottomLink: { label: 'Speed test', href: '' } });
    expect(document.querySelector('[data-testid="plan-chooser-bottom"]')).toBeNull();
    draw({ ...DEMO_PLAN_CHOOSER, bottomLink: {} });
    expect(document.querySelectorAll('a')).toHaveLength(1);
    expect(document.querySelector('section')).not.toBeNull();
  });

  it('draws a card with no button when its button is not filled in', () => {
    draw({ displayCard: true, card: { title: 'Moving home?', body: null, buttonLabel: 'Tell us' } });
    expect(document.querySelector('section h2')?.textContent).toBe('Moving home?');
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });
});
