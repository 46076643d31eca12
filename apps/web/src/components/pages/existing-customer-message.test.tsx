import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoSiteNavigation } from '@/cms/seed/demo-navigation';
import { ExistingCustomerMessage } from './existing-customer-message';

describe('ExistingCustomerMessage', () => {
  it('names the phone number and its hours in the text, as a call link (decision 0470)', () => {
    const { phone } = demoSiteNavigation();
    const html = renderToStaticMarkup(<ExistingCustomerMessage phone={phone} />);
    expect(html).toContain(`call our customer team on <a href="tel:${phone.tel}"`);
    expect(html).toContain(`>${phone.display}</a>`);
    expect(html).toContain(phone.openingHours);
  });

  it('shows whatever number staff set in the header', () => {
    const html = renderToStaticMarkup(
      <ExistingCustomerMessage
        phone={{ display: '0808 157 0999', tel: '+448081570999', openingHours: 'Daily' }}
      />,
    );
    expect(html).toContain('href="tel:+448081570999"');
    expect(html).toContain('0808 157 0999');
  });
});
