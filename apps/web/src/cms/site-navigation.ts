import type { FooterCard, NavLink, SiteNavigation } from '@/cms/navigation-data';
import { pagePath } from '@/cms/page-path';
import type { Footer, Header, MetadataDefault } from '@/payload-types';

type Content<T> = Omit<T, 'id' | 'updatedAt' | 'createdAt'>;

/** A link group of the CMS, or null unless both its label and its address are filled in. */
function completeLink(
  link: { label?: string | null; href?: string | null } | null | undefined,
): NavLink | null {
  return link?.label && link.href ? { label: link.label, href: link.href } : null;
}

/** The footer card when staff switched it on and gave it a title. */
function footerCard(footer: Content<Footer>): FooterCard | null {
  if (!footer.displayCard || !footer.cardTitle) return null;
  return { title: footer.cardTitle, body: footer.cardBody || null, button: completeLink(footer.cardButton) };
}

/** The header, footer and metadata globals as the layout components take them. */
export function toSiteNavigation(
  header: Content<Header>,
  footer: Content<Footer>,
  meta: Pick<MetadataDefault, 'siteName'>,
): SiteNavigation {
  return {
    brandName: meta.siteName,
    phone: header.phone,
    header: {
      menu: (header.menu ?? []).map((item) => ({
        label: item.label,
        ...(item.href ? { href: item.href } : {}),
        ...(item.children?.length
          ? {
              children: item.children.map((child) => ({
                label: child.label,
                href: child.href,
                ...(child.description ? { description: child.description } : {}),
              })),
            }
          : {}),
      })),
      referFriend: { label: header.referFriend.label, href: header.referFriend.href },
    },
    footer: {
      address: footer.address,
      columns: (footer.columns ?? []).map((column) => ({
        heading: column.heading,
        links: (column.links ?? []).map((link) => ({ label: link.label, href: link.href })),
      })),
      socials: (footer.socials ?? []).map((social) => ({
        network: social.network,
        label: social.label,
        href: social.href,
      })),
      copyright: footer.copyright,
      reducedCopyright: footer.reducedCopyright,
      compareLink: completeLink(footer.compareLink),
      card: footerCard(footer),
    },
  };
}

/** A published page staff asked the menus to link to (the page's 'Show in menu' group). */
export interface MenuPage {
  title: string;
  slug: string;
  menu?: {
    header?: boolean | null;
    footer?: boolean | null;
    footerColumn?: string | null;
    label?: string | null;
  } | null;
}

/** Any link in the header menu, at the top or in a submenu, already going to `href`. */
function headerLinks(menu: SiteNavigation['header']['menu']): Set<string> {
  return new Set(
    menu
      .flatMap((item) => [item.href, ...(item.children ?? []).map((child) => child.href)])
      .filter((href): href is string => Boolean(href)),
  );
}

/**
 * The header and footer with the pages staff put in a menu from the page itself (decision 0504):
 * a top-level header item each, and a link at the end of the footer column named by its heading (a
 * new column of that name when none has it; the first column when none is named). A page the
 * globals already link to is not added twice.
 */
export function withMenuPages(navigation: SiteNavigation, pages: readonly MenuPage[]): SiteNavigation {
  const menu = [...navigation.header.menu];
  const inHeader = headerLinks(menu);
  const columns = navigation.footer.columns.map((column) => ({ ...column, links: [...column.links] }));
  const inFooter = new Set(columns.flatMap((column) => column.links.map((link) => link.href)));
  for (const page of pages) {
    const href = pagePath(page.slug);
    const label = page.menu?.label?.trim() || page.title;
    if (page.menu?.header && !inHeader.has(href)) {
      menu.push({ label, href });
      inHeader.add(href);
    }
    if (page.menu?.footer && !inFooter.has(href)) {
      const heading = page.menu.footerColumn?.trim() ?? '';
      let column =
        heading === ''
          ? columns[0]
          : columns.find((each) => each.heading.toLowerCase() === heading.toLowerCase());
      if (!column) {
        column = { heading: heading || 'More', links: [] };
        columns.push(column);
      }
      column.links.push({ label, href });
      inFooter.add(href);
    }
  }
  return {
    ...navigation,
    header: { ...navigation.header, menu },
    footer: { ...navigation.footer, columns },
  };
}
