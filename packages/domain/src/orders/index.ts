export * from './order-placement';
export * from './price-order';
export * from './status-moves';
