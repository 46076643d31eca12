'use client';

import { FIND_MY_ORDER_PATH } from '@fibre/domain/order-paths';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { NavMenuItem, SiteNavigation } from '@/cms/navigation-data';
import { useHydrated } from '../form/use-hydrated';
import { ChevronDownIcon, MenuIcon } from './icons';
import { PhoneLink } from './phone-link';

/**
 * The main menu as a disclosure navigation (WAI-ARIA APG 'Disclosure Navigation Menu'): each
 * submenu is a button with aria-expanded; Escape closes and returns focus; one submenu open at a
 * time; focus or a click outside closes it. Below 992 px the same menu sits behind a Menu button.
 */
function MenuList({
  items,
  variant,
  onNavigate,
}: {
  items: NavMenuItem[];
  variant: 'desktop' | 'mobile';
  onNavigate: () => void;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();

  useEffect(() => {
    if (openIndex === null || variant === 'mobile') return;
    const onPointerDown = (event: PointerEvent) => {
      if (!listRef.current?.contains(event.target as Node)) setOpenIndex(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openIndex, variant]);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key === 'Escape' && openIndex !== null) {
      event.stopPropagation();
      buttons.current[openIndex]?.focus();
      setOpenIndex(null);
    }
  }

  const desktop = variant === 'desktop';
  return (
    <ul
      ref={listRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (desktop && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenIndex(null);
      }}
      className={desktop ? 'flex items-center gap-1' : 'flex flex-col divide-y divide-slate-200'}
    >
      {items.map((item, index) => {
        const submenuId = `${baseId}-submenu-${index}`;
        const open = openIndex === index;
        return (
          <li key={item.label} className={desktop ? 'relative' : ''}>
            {item.children ? (
              <>
                <button
                  type="button"
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  aria-expanded={open}
                  aria-controls={submenuId}
                  onClick={() => setOpenIndex(open ? null : index)}
                  className={
                    desktop
                      ? 'flex items-center gap-1 rounded-md px-3 py-2 text-base font-semibold text-brand-900 hover:bg-brand-50'
                      : 'flex w-full items-center justify-between px-1 py-4 text-left text-lg font-semibold text-brand-900'
                  }
                >
                  {item.label}
                  <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
                </button>
                <ul
                  id={submenuId}
                  hidden={!open}
                  className={
                    desktop
                      ? 'absolute left-0 top-full z-40 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg'
                      : 'pb-3 pl-3'
                  }
                >
                  {item.children.map((child) => (
                    <li key={child.href + child.label}>
                      <Link
                        href={child.href}
                        onClick={() => {
                          setOpenIndex(null);
                          onNavigate();
                        }}
                        className="block rounded-lg px-3 py-2 text-brand-900 no-underline hover:bg-brand-50"
                      >
                        <span className="block font-semibold">{child.label}</span>
                        {child.description ? (
                          <span className="block text-sm text-slate-600">{child.description}</span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <Link
                href={item.href ?? '/'}
                onClick={onNavigate}
                className={
                  desktop
                    ? 'block rounded-md px-3 py-2 text-base font-semibold text-brand-900 no-underline hover:bg-brand-50'
                    : 'block px-1 py-4 text-lg font-semibold text-brand-900 no-underline'
                }
              >
                {item.label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function DesktopNav({ navigation }: { navigation: SiteNavigation }) {
  return (
    <nav aria-label="Main" className="hidden nav:block">
      <MenuList items={navigation.header.menu} variant="desktop" onNavigate={() => undefined} />
    </nav>
  );
}

export function MobileMenu({ navigation }: { navigation: SiteNavigation }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const hydrated = useHydrated();

  // A new page closes the menu; the first page does not, or a tap made as the page came to life,
  // before this effect ran, would be undone by it (decision 0707).
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="nav:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        // A tap before the page has come to life does nothing: the browser tests wait for this.
        data-hydrated={hydrated || undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex h-11 items-center gap-2 rounded-md px-2 font-semibold text-brand-900"
      >
        <MenuIcon open={open} />
        <span>Menu</span>
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-lg"
      >
        {open ? (
          <nav aria-label="Main">
            <MenuList items={navigation.header.menu} variant="mobile" onNavigate={() => setOpen(false)} />
            <Link
              href={FIND_MY_ORDER_PATH}
              onClick={() => setOpen(false)}
              className="block border-t border-slate-200 px-1 py-4 text-lg font-semibold text-brand-900 no-underline"
            >
              Find my order
            </Link>
            <PhoneLink
              phone={navigation.phone}
              className="mt-4 flex items-center gap-2 font-semibold text-brand-900"
            />
          </nav>
        ) : null}
      </div>
    </div>
  );
}
