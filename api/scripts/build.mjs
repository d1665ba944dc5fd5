// Bundles the api into dist/main.mjs. @veldwerk/shared (TypeScript sources) and its own
// dependencies are bundled; the api's dependencies stay external and load from node_modules.
// Migrations are not bundled: the server reads them from api/drizzle at run time.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@veldwerk/'),
);

const started = Date.now();
await build({
  entryPoints: [join(apiRoot, 'src', 'main.ts')],
  outfile: join(apiRoot, 'dist', 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpaths (`drizzle-orm/pg-core`) are external along with their package.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS code may call require(); give the ES module one.
  banner: {
    js: "import { createRequire as __veldwerkCreateRequire } from 'node:module'; const require = __veldwerkCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.info(`api: built dist/main.mjs in ${Date.now() - started} ms`);
