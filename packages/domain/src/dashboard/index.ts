export * from './answers';
export * from './dashboard-endpoints';
export * from './periods';
