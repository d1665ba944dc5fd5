// Emits a brotli (.br) and a gzip (.gz) copy beside every text asset of a production build, so
// the api serves compressed files without compressing per request (@fastify/static preCompressed).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name) || name.endsWith('.map')) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            const info = {
              compressed: true,
              immutable: compilation.getAsset(name)?.info.immutable,
            };
            compilation.emitAsset(
              `${name}.br`,
              new sources.RawSource(
                brotliCompressSync(buffer, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: 10,
                    [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                  },
                }),
              ),
              info,
            );
            compilation.emitAsset(
              `${name}.gz`,
              new sources.RawSource(gzipSync(buffer, { level: 9 })),
              info,
            );
          }
        },
      );
    });
  }
}
