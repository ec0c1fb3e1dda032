export * from './price-order';
export * from './status-moves';
