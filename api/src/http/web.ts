/**
 * Serves the built frontends (in `start`): the shell from `WEB_ROOT/shell/dist` at `/`, each
 * remote from `WEB_ROOT/mf-<x>/dist` at `/remotes/mf-<x>/`. Entry files are revalidated on every
 * load (`no-cache`) so a new deployment is picked up at once; content-hashed files never change
 * and are cached for a year. Any other page address answers the shell's `index.html`, so deep
 * links reload; a missing file under `/remotes` stays a 404 (a remote that is down). The builds'
 * source maps (`*.map`, every source file in full) stay on disk for debugging but are served only
 * when configured (`SERVE_SOURCE_MAPS`).
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTES } from '@veldwerk/shared/remotes';

const NO_CACHE_FILES = new Set([
  'mf-manifest.json',
  'remoteEntry.js',
  'index.html',
  'callback.html',
]);
const HASHED = /\.[0-9a-f]{8,}\./;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (NO_CACHE_FILES.has(name)) return 'no-cache';
  return HASHED.test(name) ? IMMUTABLE : 'no-cache';
}

function setHeaders(reply: FastifyReply, filePath: string) {
  reply.header('cache-control', cacheControlFor(filePath));
  // The sign-in popup lands here and must reach its opener even after visiting the issuer.
  if (basename(filePath) === 'callback.html')
    reply.header('cross-origin-opener-policy', 'unsafe-none');
}

export interface WebRoots {
  shell: string | undefined;
  remotes: Readonly<Record<string, string>>;
}

export function findWebRoots(webRoot: string): WebRoots {
  const shell = join(webRoot, 'shell', 'dist');
  const remotes: Record<string, string> = {};
  for (const { folder } of REMOTES) {
    const dist = join(webRoot, folder, 'dist');
    if (existsSync(dist)) remotes[folder] = dist;
  }
  return { shell: existsSync(join(shell, 'index.html')) ? shell : undefined, remotes };
}

const staticOptions = {
  cacheControl: false,
  // The production builds hold .br and .gz copies of their text files (shared/build/precompress.mjs).
  preCompressed: true,
  dotfiles: 'ignore' as const,
  setHeaders,
  schemaHide: true,
};

export const isSourceMap = (pathname: string): boolean => pathname.endsWith('.map');

export async function registerWeb(
  app: FastifyInstance,
  roots: WebRoots,
  options: { serveSourceMaps: boolean },
): Promise<void> {
  const served = {
    ...staticOptions,
    // A refused path answers like a missing file (404).
    allowedPath: (pathname: string) => options.serveSourceMaps || !isSourceMap(pathname),
  };
  let decorated = false;
  for (const [folder, root] of Object.entries(roots.remotes)) {
    await app.register(fastifyStatic, {
      ...served,
      root,
      prefix: `/remotes/${folder}/`,
      decorateReply: !decorated,
      index: false,
    });
    decorated = true;
  }
  if (roots.shell !== undefined) {
    await app.register(fastifyStatic, {
      ...served,
      root: roots.shell,
      prefix: '/',
      decorateReply: !decorated,
    });
  }
}

/** Whether a request that matched nothing should get the shell's index.html (a deep link). */
export function wantsShellPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '/';
  if (/^\/(api|oidc|remotes)(\/|$)/.test(path) || path === '/remotes.json') return false;
  return request.headers.accept?.includes('text/html') === true;
}

export function sendShellPage(reply: FastifyReply, roots: WebRoots) {
  if (roots.shell === undefined) {
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        '<!DOCTYPE html><html lang="nl"><meta charset="utf-8"><title>Veldwerk</title>' +
          '<p>De webapplicatie is nog niet gebouwd (shell/dist ontbreekt). Start Veldwerk met ' +
          '<code>pnpm start</code>; dat bouwt wat ontbreekt.</p></html>',
      );
  }
  return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html', roots.shell);
}
