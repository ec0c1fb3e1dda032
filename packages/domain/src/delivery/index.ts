export * from './delivery-access';
export * from './delivery-endpoints';
export * from './delivery-rules';
export * from './delivery-runs';
export * from './suggest-runs';
