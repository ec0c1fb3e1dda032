export * from './access';
export * from './resource';
export * from './resources';
export * from './validation';
