export * from './catalogue-reference';
export * from './locations';
export * from './staff';
