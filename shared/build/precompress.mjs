// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a production build, so the
// api serves compressed files without compressing per request (@fastify/static preCompressed).
// It runs after emit and reads the files back from disk: those are exactly the bytes served
// (webpack skips rewriting unchanged files, and `output.clean` removes stale copies).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outputPath = compilation.getPath(compiler.outputPath);
      for (const { name } of compilation.getAssets()) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(outputPath, name);
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 10,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    });
  }
}
