export * from './status-moves';
