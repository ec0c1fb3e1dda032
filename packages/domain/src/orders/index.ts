export * from './gst-states';
export * from './invoice';
export * from './invoice-serial';
export * from './invoice-words';
export * from './order-documents';
export * from './order-placement';
export * from './price-order';
export * from './status-moves';
