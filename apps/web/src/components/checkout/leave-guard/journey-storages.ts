/** The browser's storages, or null where they are refused (private modes, blocked cookies). */
export function journeyStorages(): { local: Storage; session: Storage } | null {
  try {
    return { local: window.localStorage, session: window.sessionStorage };
  } catch {
    return null;
  }
}

/** Has the journey store pick up slices written behind its back (it follows 'storage' events). */
export function announceStorage(keys: readonly string[]) {
  for (const key of keys) {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: window.localStorage.getItem(key) }));
  }
}
