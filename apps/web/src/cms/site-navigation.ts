import type { FooterCard, NavLink, SiteNavigation } from '@/cms/navigation-data';
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
