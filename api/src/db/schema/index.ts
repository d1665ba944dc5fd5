export * from './employees';
export * from './sessions';
export * from './outbox';
