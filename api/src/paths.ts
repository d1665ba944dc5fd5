import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package folder, found by walking up from this module. Works from `src/` (tsx, vitest)
 * and from the `dist/main.mjs` bundle alike, so defaults never depend on the working directory.
 */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
      if (name === '@veldwerk/api') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @veldwerk/api package folder');
    dir = parent;
  }
}

export const API_ROOT = findApiRoot();
export const REPO_ROOT = dirname(API_ROOT);
export const MIGRATIONS_DIR = join(API_ROOT, 'drizzle');
