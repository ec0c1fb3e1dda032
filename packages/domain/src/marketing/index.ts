export * from './notification-form';
export * from './notification-audience';
