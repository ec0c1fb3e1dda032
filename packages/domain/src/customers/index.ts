export * from './customer-endpoints';
export * from './tax-id-fields';
export * from './tax-ids';
