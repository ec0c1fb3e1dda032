export * from './discount';
export * from './money';
export * from './placeholder-stats';
export * from './product-type';
export * from './sale-price';
export * from './stock-status';
export * from './tags';
export * from './unit-price';
