export * from './catalogue-products';
export * from './catalogue-reference';
export * from './content';
export * from './customers';
export * from './locations';
export * from './marketing';
export * from './orders';
export * from './staff';
