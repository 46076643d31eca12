// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { mount } from '@/test-support/render';
import { AddressPanel, addressLine } from './address-panel';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('addressLine', () => {
  it('adds the postcode only when the address does not carry it', () => {
    expect(addressLine('1 Fibre Street, Demoton', 'HB1 1AA')).toBe('1 Fibre Street, Demoton, HB1 1AA');
    expect(addressLine('1 Fibre Street, Demoton HB1 1AA', 'HB1 1AA')).toBe('1 Fibre Street, Demoton HB1 1AA');
    expect(addressLine('1 Fibre Street', null)).toBe('1 Fibre Street');
  });
});

describe('AddressPanel', () => {
  it("is a section named by its heading, with the address and a button named 'Change address'", async () => {
    const onChange = vi.fn();
    const view = await mount(
      <AddressPanel
        id="checkout-address"
        title="Installation address"
        address="1 Fibre Street"
        onChange={onChange}
      />,
    );
    const section = view.container.querySelector('section') as HTMLElement;
    expect(section.getAttribute('aria-labelledby')).toBe('checkout-address-heading');
    expect(section.querySelector('h3#checkout-address-heading')?.textContent).toBe('Installation address');
    expect(section.querySelector('[data-testid="checkout-address"]')?.textContent).toBe('1 Fibre Street');
    const button = section.querySelector('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Change address');
    expect(button.querySelector('.sr-only')?.textContent).toBe(' address');
    button.click();
    expect(onChange).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('before an address is chosen, says so and links to the finder instead of Change', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <AddressPanel title="Installation address" address={null} onChange={() => {}} headingLevel={2} />,
    );
    expect(document.querySelector('h2')?.textContent).toBe('Installation address');
    expect(document.body.textContent).toContain('You have not chosen an address yet.');
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/address-finder');
    expect(document.querySelector('button')).toBeNull();
  });

  it.each([
    ['with an address', '1 Fibre Street'],
    ['without one', null],
  ])('has no serious axe violation %s', async (_state, address) => {
    const markup = renderToStaticMarkup(
      <AddressPanel title="Installation address" address={address} onChange={() => {}} headingLevel={2} />,
    );
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });
});
