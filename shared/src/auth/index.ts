export * from './roles';
export * from './access';
