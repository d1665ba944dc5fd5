export * from './http';
export * from './platform';
