export * from './saved-view';
export * from './saved-view-endpoints';
