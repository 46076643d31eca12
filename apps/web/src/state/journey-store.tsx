'use client';

import { basketReducer } from '@fibre/domain/basket';
import { type BasketAction, type BasketState, initialBasketState } from '@fibre/domain/basket-state';
import type { PlanAddressType } from '@fibre/domain/constants';
import { safeCheckoutSkipTo } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import type { Promotion } from '@fibre/domain/schemas/promotion';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import {
  type AddressState,
  type CheckoutState,
  initialAddressState,
  initialCheckoutState,
  type JourneySnapshot,
  readJourney,
  readSlice,
  type SliceName,
  type StorageLike,
  sliceFingerprint,
  sliceForKey,
  writeSlice,
} from './persistence';

export interface JourneyValue {
  /** False until browser storage was read: render nothing that depends on the basket before then. */
  hydrated: boolean;
  basket: BasketState;
  dispatchBasket(action: BasketAction): void;
  address: AddressState;
  setPostcodeString(value: string): void;
  /** Stores the chosen address and marks it confirmed. */
  confirmAddress(item: AddressItem): void;
  setAddressType(addressType: PlanAddressType): void;
  /** The Change button: clears the postcode, the address item and the confirmed flag. */
  clearAddress(): void;
  /** ots_rcpid: the One Touch Switch tracking id, kept with the basket (1 hour). */
  trackingId: string | null;
  setTrackingId(id: string | null): void;
  checkoutSkipTo: string | null;
  /** Only a safe relative path is kept (safeCheckoutSkipTo); anything else clears it. */
  setCheckoutSkipTo(value: string | null): void;
  /** Active promotions for the chosen address's postcode ([] with no chosen address or on failure). */
  promotions: Promotion[];
  /** True once the promotions for the current postcode have been fetched (or failed). */
  promotionsReady: boolean;
}

type StoreAction = BasketAction | { type: 'hydrate'; state: BasketState };

function storeReducer(state: BasketState, action: StoreAction): BasketState {
  return action.type === 'hydrate' ? action.state : basketReducer(state, action);
}

const JourneyContext = createContext<JourneyValue | null>(null);

/** localStorage, or null where the browser refuses it (then the journey simply is not remembered). */
function browserStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Fetches the active promotions for a postcode through the same-site route; [] on any failure.
 * The route parsed them with the domain schema already, so zod stays out of the browser.
 */
async function fetchActivePromotions(postcode: string, signal: AbortSignal): Promise<Promotion[]> {
  const response = await fetch(`/api/active-promos?postcode=${encodeURIComponent(postcode)}`, { signal });
  if (!response.ok) return [];
  const body = (await response.json()) as { promotions?: unknown } | null;
  return Array.isArray(body?.promotions) ? (body.promotions as Promotion[]) : [];
}

export function JourneyProvider({ children }: { children: ReactNode }) {
  const [basket, dispatch] = useReducer(storeReducer, initialBasketState);
  const [address, setAddress] = useState<AddressState>(initialAddressState);
  const [checkout, setCheckout] = useState<CheckoutState>(initialCheckoutState);
  const [hydrated, setHydrated] = useState(false);
  const [promotions, setPromotions] = useState<Promotion[]>([]);
  const [promotionsReady, setPromotionsReady] = useState(false);
  // What each slice looked like when last read or written: only a real change is written (and
  // so renews its lifetime).
  const stored = useRef<Partial<Record<SliceName, string>>>({});

  const apply = useCallback((snapshot: Partial<JourneySnapshot>) => {
    if (snapshot.basket) dispatch({ type: 'hydrate', state: snapshot.basket });
    if (snapshot.address) setAddress(snapshot.address);
    if (snapshot.checkout) setCheckout(snapshot.checkout);
    for (const [name, value] of Object.entries(snapshot)) {
      stored.current[name as SliceName] = sliceFingerprint(value);
    }
  }, []);

  useEffect(() => {
    const storage = browserStorage();
    if (storage) apply(readJourney(storage, Date.now()));
    setHydrated(true);

    // Another tab changed the journey: follow it rather than overwrite it.
    const onStorage = (event: StorageEvent) => {
      const name = sliceForKey(event.key);
      if (!name || !storage) return;
      apply({ [name]: readSlice(storage, name, Date.now()) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [apply]);

  const persist = useCallback(<K extends SliceName>(name: K, value: JourneySnapshot[K]) => {
    const fingerprint = sliceFingerprint(value);
    if (stored.current[name] === fingerprint) return;
    const storage = browserStorage();
    if (storage && writeSlice(storage, name, value, Date.now())) stored.current[name] = fingerprint;
  }, []);

  useEffect(() => {
    if (hydrated) persist('basket', basket);
  }, [hydrated, basket, persist]);
  useEffect(() => {
    if (hydrated) persist('address', address);
  }, [hydrated, address, persist]);
  useEffect(() => {
    if (hydrated) persist('checkout', checkout);
  }, [hydrated, checkout, persist]);

  const chosenPostcode = address.addressItem?.postcode ?? '';
  useEffect(() => {
    if (!hydrated) return;
    if (chosenPostcode === '') {
      setPromotions([]);
      setPromotionsReady(true);
      return;
    }
    const controller = new AbortController();
    setPromotionsReady(false);
    fetchActivePromotions(chosenPostcode, controller.signal)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Active promotions could not be loaded', error);
        return [] as Promotion[];
      })
      .then((list) => {
        if (controller.signal.aborted) return;
        setPromotions(list);
        setPromotionsReady(true);
      });
    return () => controller.abort();
  }, [hydrated, chosenPostcode]);

  // Stable setters, so components can list them in effect dependencies without re-running.
  const setPostcodeString = useCallback(
    (postcodeString: string) => setAddress((current) => ({ ...current, postcodeString })),
    [],
  );
  const confirmAddress = useCallback(
    (item: AddressItem) =>
      setAddress((current) => ({
        ...current,
        addressItem: item,
        hasConfirmedAddress: true,
        postcodeString: item.postcode || current.postcodeString,
      })),
    [],
  );
  const setAddressType = useCallback(
    (addressType: PlanAddressType) => setAddress((current) => ({ ...current, addressType })),
    [],
  );
  const clearAddress = useCallback(
    () =>
      setAddress((current) => ({
        ...current,
        postcodeString: '',
        addressItem: null,
        hasConfirmedAddress: false,
      })),
    [],
  );
  const setTrackingId = useCallback((id: string | null) => dispatch({ type: 'setOtsRcpid', rcpid: id }), []);
  const setCheckoutSkipTo = useCallback(
    (skipTo: string | null) => setCheckout({ checkoutSkipTo: safeCheckoutSkipTo(skipTo) }),
    [],
  );

  const value = useMemo<JourneyValue>(
    () => ({
      hydrated,
      basket,
      dispatchBasket: dispatch,
      address,
      setPostcodeString,
      confirmAddress,
      setAddressType,
      clearAddress,
      trackingId: basket.ots_rcpid,
      setTrackingId,
      checkoutSkipTo: checkout.checkoutSkipTo,
      setCheckoutSkipTo,
      promotions,
      promotionsReady,
    }),
    [
      hydrated,
      basket,
      address,
      checkout,
      promotions,
      promotionsReady,
      setPostcodeString,
      confirmAddress,
      setAddressType,
      clearAddress,
      setTrackingId,
      setCheckoutSkipTo,
    ],
  );

  return <JourneyContext.Provider value={value}>{children}</JourneyContext.Provider>;
}

/** The journey state; only inside JourneyProvider (mounted by the root layout). */
export function useJourney(): JourneyValue {
  const value = useContext(JourneyContext);
  if (!value) throw new Error('useJourney must be used inside JourneyProvider');
  return value;
}
