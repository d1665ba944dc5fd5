export * from './session-store';
export * from './notifier';
export * from './api-client';
export * from './error-catalogue';
export * from './download';
export * from './query-client';
export * from './session-api';
export * from './theme';
