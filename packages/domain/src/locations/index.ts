export * from './pincode-fields';
export * from './pincode-import';
export * from './pincode-rules';
