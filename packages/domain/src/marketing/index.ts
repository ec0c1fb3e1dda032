export * from './notification-audience';
export * from './notification-endpoints';
export * from './notification-form';
