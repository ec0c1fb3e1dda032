export * from './notification-form';
