/**
 * Whether each page carries its stylesheet inline (next.config.ts `experimental.inlineCss`) rather
 * than as a render-blocking `<link>`. Off: measured, it moved neither first paint nor LCP beyond the
 * noise and added about 20 kB (gzip) to every document, the CSS being written twice (the `<style>`
 * and the RSC payload) and the admin's 290 kB inlined too (decision 0596). When on, proxy.ts names
 * the built stylesheets' hashes in the pages' style-src (stylesheet-hashes.ts), as React writes
 * that `<style>` without the nonce.
 */
export const INLINE_STYLESHEETS = false;
