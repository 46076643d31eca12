import type { SiteNavigation } from '@/cms/navigation-data';
import type { Footer, Header, MetadataDefault } from '@/payload-types';

type Content<T> = Omit<T, 'id' | 'updatedAt' | 'createdAt'>;

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
    },
  };
}
