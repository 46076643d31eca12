/**
 * Loads a third-party script once per page (a second call for the same address gets the same
 * promise). The element is created by our own (nonce-trusted) code, so the CSP's 'strict-dynamic'
 * lets it run without an inline script of its own. Called only once consent allows it.
 */
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      // A later consent or page may try again.
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/** For tests: forget what was loaded. */
export function resetLoadedScripts(): void {
  loading.clear();
}
