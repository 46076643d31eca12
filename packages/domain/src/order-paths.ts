/*
 * After the order (issue 23): where a customer proves the order's e-mail with a one-time code, and
 * the order page it leads to. Linked from the header, the footer, /success and every order e-mail.
 * Apart from site-paths.ts (which re-exports them), so the header's link does not bring the
 * journey's paths and their builders into every page's first load (decision 0704).
 */
export const FIND_MY_ORDER_PATH = '/find-my-order';
export const YOUR_ORDER_PATH = '/your-order';
