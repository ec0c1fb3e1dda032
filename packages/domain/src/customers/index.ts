export * from './tax-id-fields';
export * from './tax-ids';
