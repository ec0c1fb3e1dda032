export * from './staff-endpoints';
export * from './staff-rules';
