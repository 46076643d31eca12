import { FIND_MY_ORDER_PATH } from '@fibre/domain/order-paths';
import Link from 'next/link';
import type { SiteNavigation } from '@/cms/navigation-data';
import { BrandLogo } from './brand-logo';
import { HeaderBasket } from './header-basket';
import { DesktopNav, MobileMenu } from './header-nav';
import { ParcelIcon } from './icons';
import { PhoneLink } from './phone-link';

export function SiteHeader({ navigation }: { navigation: SiteNavigation }) {
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex items-center gap-6">
          <BrandLogo brandName={navigation.brandName} />
          <DesktopNav navigation={navigation} />
        </div>
        <div className="flex items-center gap-2 sm:gap-3">
          {/* Find my order (issue 23): in the menu below 992 px; an icon with hidden words where the
              header has no room for more, the words instead from 1366 px. */}
          <Link
            href={FIND_MY_ORDER_PATH}
            className="hidden items-center gap-2 whitespace-nowrap rounded-md px-2 py-2 font-semibold text-brand-900 hover:underline nav:flex"
          >
            <ParcelIcon className="h-5 w-5 min-[85.375rem]:hidden" />
            <span className="sr-only min-[85.375rem]:not-sr-only">Find my order</span>
          </Link>
          <PhoneLink
            phone={navigation.phone}
            className="hidden items-center gap-2 rounded-md px-2 py-2 font-semibold text-brand-900 no-underline hover:underline xl:flex"
          />
          <HeaderBasket referFriend={navigation.header.referFriend} />
          <MobileMenu navigation={navigation} />
        </div>
      </div>
    </header>
  );
}
