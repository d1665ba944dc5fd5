export * from './roles';
export * from './access';
export * from './messages';
export * from './personal-data';
