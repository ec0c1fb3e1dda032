export * from './staff-rules';
