// The vitest setup every browser package (shell and remotes) shares: jsdom, Testing Library,
// and the stubs antd needs in jsdom.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A `vitest.config.mts` body for a browser package. */
export function browserTestConfig() {
  return {
    define: { __VELDWERK_VERSION__: JSON.stringify('0.0.0-test') },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [path.join(here, 'vitest-setup.mjs')],
      restoreMocks: true,
      testTimeout: 15_000,
      // A remote whose screens are placeholders has no tests of its own (shared tests those).
      passWithNoTests: true,
    },
  };
}
