export * from './delivery-access';
export * from './delivery-endpoints';
export * from './delivery-runs';
