export * from './http';
export * from './platform';
export * from './constants';
