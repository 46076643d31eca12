import { describe, expect, it } from 'vitest';
import type { SiteNavigation } from './navigation-data';
import { withMenuPages } from './site-navigation';

const navigation: SiteNavigation = {
  brandName: 'Hey!Broadband',
  phone: { display: '0808 157 0192', tel: '+448081570192', openingHours: '8am to 8pm' },
  header: {
    menu: [
      { label: 'Broadband', children: [{ label: 'Deals', href: '/deals' }] },
      { label: 'Help', href: '/help' },
    ],
    referFriend: { label: 'Refer a friend', href: '/refer-a-friend' },
  },
  footer: {
    address: '1 Fibre Street',
    columns: [
      { heading: 'Company', links: [{ label: 'About', href: '/about' }] },
      { heading: 'Help', links: [{ label: 'Contact us', href: '/contact-us' }] },
    ],
    socials: [],
    copyright: '© Hey!Broadband',
    reducedCopyright: '© All rights reserved',
    compareLink: null,
    card: null,
  },
};

describe('withMenuPages', () => {
  it('adds a header page as a top-level item, labelled by its link text or else its title', () => {
    const result = withMenuPages(navigation, [
      { title: 'Business broadband', slug: 'business', menu: { header: true } },
      { title: 'Movers', slug: 'moving-home', menu: { header: true, label: ' Moving home ' } },
    ]);
    expect(result.header.menu.slice(2)).toEqual([
      { label: 'Business broadband', href: '/business' },
      { label: 'Moving home', href: '/moving-home' },
    ]);
    // The globals' own items stay first, and the input is not changed.
    expect(result.header.menu.slice(0, 2)).toEqual(navigation.header.menu);
    expect(navigation.header.menu).toHaveLength(2);
  });

  it('puts a footer page in the column named by heading (any case), else the first, else a new one', () => {
    const result = withMenuPages(navigation, [
      { title: 'Accessibility', slug: 'accessibility', menu: { footer: true, footerColumn: 'help' } },
      { title: 'Careers', slug: 'careers', menu: { footer: true } },
      { title: 'Press', slug: 'press', menu: { footer: true, footerColumn: 'Newsroom' } },
    ]);
    expect(result.footer.columns).toEqual([
      {
        heading: 'Company',
        links: [
          { label: 'About', href: '/about' },
          { label: 'Careers', href: '/careers' },
        ],
      },
      {
        heading: 'Help',
        links: [
          { label: 'Contact us', href: '/contact-us' },
          { label: 'Accessibility', href: '/accessibility' },
        ],
      },
      { heading: 'Newsroom', links: [{ label: 'Press', href: '/press' }] },
    ]);
    expect(navigation.footer.columns[0]?.links).toHaveLength(1);
  });

  it('adds a page to both menus, links home as /, and never twice where the globals link to it', () => {
    const result = withMenuPages(navigation, [
      { title: 'Home', slug: 'home', menu: { header: true, footer: true } },
      { title: 'Deals', slug: 'deals', menu: { header: true } },
      { title: 'Contact', slug: 'contact-us', menu: { footer: true, footerColumn: 'Company' } },
      { title: 'Hidden', slug: 'hidden', menu: { header: false, footer: false } },
      { title: 'Nothing', slug: 'nothing', menu: null },
    ]);
    expect(result.header.menu.map((item) => item.href ?? item.label)).toEqual(['Broadband', '/help', '/']);
    expect(result.footer.columns[0]?.links.map((link) => link.href)).toEqual(['/about', '/']);
    expect(result.footer.columns[1]?.links.map((link) => link.href)).toEqual(['/contact-us']);
  });

  it('starts a column when the footer has none', () => {
    const bare = { ...navigation, footer: { ...navigation.footer, columns: [] } };
    const result = withMenuPages(bare, [{ title: 'Careers', slug: 'careers', menu: { footer: true } }]);
    expect(result.footer.columns).toEqual([
      { heading: 'More', links: [{ label: 'Careers', href: '/careers' }] },
    ]);
  });
});
