export * from './area-contract';
export * from './not-yet-available';
export * from './page-not-found';
export * from './remote-dev-frame';
export * from './placeholder-routes';
