export * from './answers';
export * from './periods';
