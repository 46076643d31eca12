/**
 * What the browser keeps after a successful register of interest (content-and-api.md §4: 'Success
 * stores order info (orderNumber and customerCode set to the returned code, the email, action ROI)').
 * The checkout's own order (stored-state.ts CheckoutOrder) has the same fields, but an interest is
 * not an order in progress: it is kept apart so the checkout, its timer and the leave guard never
 * treat it as one (decision 0362).
 */
export interface RegisterInterestOrder {
  orderNumber: string;
  customerCode: string;
  email: string;
  action: 'ROI';
}

/** The order info of a register of interest whose customer code is `code`. */
export function registerInterestOrder(code: string, email: string): RegisterInterestOrder {
  return { orderNumber: code, customerCode: code, email, action: 'ROI' };
}

/** A customer code as the provider issues it (schemas/provider-id.ts customerCodeSchema). */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const EMAIL_MAX_LENGTH = 254;

/** Whether a stored value is a register-interest order info (browser storage is not trusted). */
export function isRegisterInterestOrder(value: unknown): value is RegisterInterestOrder {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const order = value as Record<string, unknown>;
  return (
    typeof order.orderNumber === 'string' &&
    CODE_PATTERN.test(order.orderNumber) &&
    order.customerCode === order.orderNumber &&
    typeof order.email === 'string' &&
    order.email.length <= EMAIL_MAX_LENGTH &&
    order.action === 'ROI'
  );
}
