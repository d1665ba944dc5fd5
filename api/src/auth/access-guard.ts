/**
 * Deny by default. Every `/api` route names the access-table rule that guards it
 * (`config: { access: '<rule id>' }`); registration fails when the entry is missing, unknown, or
 * differs from the rule the shared table resolves for the route's path — so the browser's copy of
 * the table and the server cannot drift apart. Each request is then checked against that rule:
 * no valid session → 401, roles that do not satisfy it → 403.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { findAccessRule, getAccessRule, rolesSatisfy } from '@veldwerk/shared/auth';
import { forbidden, unauthorized } from '../http/errors';
import type { RegisteredRoute } from '../types';
import type { SessionService } from './sessions/service';

export type { RegisteredRoute };

/** Routes added by third-party plugins, which cannot declare an entry themselves. */
const PLUGIN_ROUTE_ACCESS: readonly { prefix: string; access: string }[] = [
  { prefix: '/api/docs', access: 'docs' },
];

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/** `/api/employees/:uuid/roles` → `/api/employees/sample/roles` (one segment per parameter). */
export function sampleUrl(url: string): string {
  return url
    .split('/')
    .map((segment) => (segment.startsWith(':') || segment.includes('*') ? 'sample' : segment))
    .join('/');
}

function checkRoute(method: string, url: string, access: string | undefined): void {
  if (access === undefined) {
    throw new Error(
      `Route ${method} ${url} declares no access entry: add config: { access: '<rule id>' }.`,
    );
  }
  if (getAccessRule(access) === undefined) {
    throw new Error(`Route ${method} ${url} names an unknown access rule '${access}'.`);
  }
  const resolved = findAccessRule(method, sampleUrl(url)).id;
  if (resolved !== access) {
    throw new Error(
      `Route ${method} ${url} declares access '${access}' but the shared access table resolves ` +
        `'${resolved}' for it; fix the route or the table.`,
    );
  }
}

export function registerAccessGuard(app: FastifyInstance, sessions: SessionService): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.decorateRequest('session', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (isApiPath(route.url) && route.config?.access === undefined) {
      const inherited = PLUGIN_ROUTE_ACCESS.find(({ prefix }) => route.url.startsWith(prefix));
      if (inherited !== undefined) route.config = { ...route.config, access: inherited.access };
    }
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (isApiPath(route.url)) checkRoute(method, route.url, access);
      routes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Outside /api (static files, the development provider): not governed by the table.
    if (access === undefined) return;
    const rule = getAccessRule(access);
    if (rule === undefined) throw forbidden();
    const token = request.headers['authorization-token'];
    request.session =
      typeof token === 'string' && token !== '' ? await sessions.resolve(token) : null;
    if (rolesSatisfy([], rule)) return;
    if (request.session === null) throw unauthorized();
    if (!rolesSatisfy(request.session.roles, rule)) throw forbidden();
  });
}
