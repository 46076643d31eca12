export * from './constants';
export * from './money';
export * from './register-interest-area';
export * from './schemas/address-item';
export * from './schemas/monthly-payment';
export * from './schemas/product';
export * from './schemas/promotion';
