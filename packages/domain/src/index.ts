export * from './access';
export * from './format';
export * from './resource';
export * from './resources';
export * from './validation';
