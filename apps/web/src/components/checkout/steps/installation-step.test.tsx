// @vitest-environment jsdom
import { initialBasketState } from '@fibre/domain/basket-state';
import { CHOOSE_SLOT_MESSAGE, SLOT_TAKEN_MESSAGE } from '@fibre/domain/checkout-steps';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import type { InstallationSlot, WorkOrderSchedule } from '@fibre/domain/schemas/api-installation';
import { initialCheckoutState } from '@fibre/domain/stored-state';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider } from '@/state/journey-engine';
import { type JourneySnapshot, writeSlice } from '@/state/persistence';
import { settle } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { CheckoutProductsProvider } from '../frame/checkout-products';
import { INSTALLATION_FORM_ID, InstallationStep } from './installation-step';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/checkout/installation' }));
vi.mock('@/components/basket/actions', () => ({
  loadBasketCatalogue: vi.fn(async () => ({ products: null, alternatePath: false })),
}));

function slot(day: string, time: '08:00-13:00' | '13:00-18:00', available = true): InstallationSlot {
  const [start_time, end_time] = time.split('-') as [string, string];
  return {
    day,
    time,
    start_time,
    end_time,
    label: `${day} ${time}`,
    remaining: 1,
    available,
    selected: false,
  };
}
const schedule: WorkOrderSchedule = {
  id_workorder: 'WO-1',
  code: 'HB-1',
  status: 'UNSCHEDULED',
  day: null,
  time: null,
  window_start: '2026-12-01',
  window_end: '2026-12-02',
  slots: [
    slot('2026-12-01', '08:00-13:00', false),
    slot('2026-12-01', '13:00-18:00'),
    slot('2026-12-02', '08:00-13:00'),
  ],
};

const mounted: Array<{ unmount(): void }> = [];
const $ = <E extends Element>(selector: string) => document.querySelector(selector) as E;
const errorText = () => document.getElementById('installation-slot-error')?.textContent ?? null;
const calls = (path: string) => vi.mocked(fetch).mock.calls.filter(([called]) => called === path);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function installation() {
  const snapshot: Partial<JourneySnapshot> = {
    basket: { ...initialBasketState, basketItem: 1002, selectedItem: 1002 },
    checkout: {
      ...initialCheckoutState,
      order: {
        orderNumber: 'HB-1',
        customerCode: 'HB-1',
        email: 'a@b.test',
        action: 'SIGNUP',
        productId: 1002,
      },
    },
  };
  for (const [name, value] of Object.entries(snapshot)) {
    writeSlice(window.localStorage, name as keyof JourneySnapshot, value as never, Date.now());
  }
  const view = await mount(
    <JourneyProvider>
      <CheckoutProductsProvider products={DEMO_PRODUCTS}>
        <InstallationStep products={DEMO_PRODUCTS} />
      </CheckoutProductsProvider>
    </JourneyProvider>,
  );
  await settle();
  await settle();
  mounted.push(view);
}

async function book() {
  await act(async () => $<HTMLFormElement>(`#${INSTALLATION_FORM_ID}`).requestSubmit());
  await settle();
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/installation-slots') return json(200, { schedule });
      if (path === '/api/set-installation-schedule') return json(200, { schedule });
      return json(404, {});
    }),
  );
  window.localStorage.clear();
  for (const fn of Object.values(router)) fn.mockClear();
});
afterEach(() => {
  for (const view of mounted.splice(0)) view.unmount();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('InstallationStep on the form hook', () => {
  it('asks for a slot on submit, with the summary linking to the first free slot and focused', async () => {
    await installation();
    expect(document.querySelectorAll('input[name="installation-slot"]')).toHaveLength(3);
    expect($<HTMLInputElement>('#installation-slot').value).toBe('2026-12-01|13:00-18:00');
    await book();
    const link = $('[role="alert"] a');
    expect([link?.getAttribute('href'), link?.textContent]).toEqual([
      '#installation-slot',
      CHOOSE_SLOT_MESSAGE,
    ]);
    expect(document.activeElement).toBe($('[role="alert"]').parentElement);
    expect(errorText()).toBe(`Error: ${CHOOSE_SLOT_MESSAGE}`);
    expect(calls('/api/set-installation-schedule')).toHaveLength(0);
  });

  it('asks when the calendar is left with nothing chosen, not when focus moves between its slots', async () => {
    await installation();
    const [first, second] = [
      ...document.querySelectorAll<HTMLInputElement>('input[name="installation-slot"]:not([disabled])'),
    ];
    await act(async () => {
      first!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: second! }));
    });
    await settle();
    expect(errorText()).toBeNull();
    await act(async () => {
      second!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body }));
    });
    await settle();
    expect(errorText()).toBe(`Error: ${CHOOSE_SLOT_MESSAGE}`);
    await act(async () => second!.click());
    await settle();
    expect(errorText()).toBeNull();
  });

  it('books the chosen slot and goes on to the payment', async () => {
    await installation();
    await act(async () => $<HTMLInputElement>('input[value="2026-12-02|08:00-13:00"]').click());
    await book();
    expect(JSON.parse(String(calls('/api/set-installation-schedule')[0]?.[1]?.body))).toEqual({
      id_workorder: 'WO-1',
      day: '2026-12-02',
      time: '08:00-13:00',
    });
    expect(router.push).toHaveBeenCalledWith('/checkout/payment');
  });

  it('clears the choice, says so and reads the list again when the slot was taken meanwhile', async () => {
    await installation();
    const lists = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (path, init) =>
      path === '/api/set-installation-schedule'
        ? json(409, { error: 'slot.full', message: SLOT_TAKEN_MESSAGE })
        : lists!(path, init),
    );
    await act(async () => $<HTMLInputElement>('input[value="2026-12-02|08:00-13:00"]').click());
    await book();
    await settle();
    expect($('[data-testid="step-notice"]')?.textContent).toBe(SLOT_TAKEN_MESSAGE);
    expect(calls('/api/installation-slots')).toHaveLength(2);
    expect(document.querySelectorAll('input[name="installation-slot"]')).toHaveLength(3);
    expect(document.querySelectorAll('input[name="installation-slot"]:checked')).toHaveLength(0);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('chooses the slot the provider already holds for the order', async () => {
    const held = {
      ...schedule,
      slots: schedule.slots.map((s, i) => (i === 2 ? { ...s, selected: true } : s)),
    };
    vi.mocked(fetch).mockImplementation(async (path) =>
      path === '/api/installation-slots' ? json(200, { schedule: held }) : json(404, {}),
    );
    await installation();
    expect($<HTMLInputElement>('input[value="2026-12-02|08:00-13:00"]').checked).toBe(true);
  });
});
