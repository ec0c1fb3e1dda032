export * from './access';
export * from './auth';
export * from './format';
export * from './list-query';
export * from './resource';
export * from './resources';
export * from './validation';
