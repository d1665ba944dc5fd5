// Test support for the browser packages (vitest + jsdom). Never imported by application code.
export * from './fake-http';
export * from './render';
