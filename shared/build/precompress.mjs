// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a production build, so the
// api serves compressed files without compressing per request (@fastify/static preCompressed).
// It runs after emit and reads the files back from disk: those are exactly the bytes served
// (webpack skips rewriting unchanged files, and `output.clean` removes stale copies).
// Compression runs on libuv's thread pool, files in parallel: brotli at quality 10 (smaller than 9,
// and much slower: figures in README.md) is most of this plugin's time.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function precompress(file) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 10,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.getPath(compiler.outputPath);
      const files = compilation
        .getAssets()
        .map(({ name }) => name)
        .filter((name) => COMPRESSIBLE.test(name))
        .map((name) => path.join(outputPath, name));
      await Promise.all(files.map(precompress));
    });
  }
}
