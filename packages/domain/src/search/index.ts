export * from './search-endpoint';
export * from './search-query';
