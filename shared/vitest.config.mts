import { defineConfig } from 'vitest/config';

import { browserTestConfig } from './build/vitest.mjs';

const browser = browserTestConfig();

// Rules and the client run in Node; the UI kits need jsdom and the browser setup.
export default defineConfig({
  define: browser.define,
  test: {
    projects: [
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['src/{auth,domain,validation,client}/**/*.test.{ts,tsx}'],
        },
      },
      {
        define: browser.define,
        test: { ...browser.test, name: 'ui', include: ['src/ui/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
