export * from './gst-states';
export * from './invoice-serial';
export * from './invoice-words';
export * from './status-moves';
