/**
 * Seeing a placed order on the site (issue 23, decision 0650): how long the proof of the order's
 * e-mail lasts once its one-time code is used. Long enough to read the page and change the
 * installation; short enough that a shared computer does not keep it.
 */
export const ORDER_VIEW_ACCESS_TTL_MINUTES = 30;
