export * from './notification-audience';
export * from './notification-form';
