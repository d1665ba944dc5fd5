/**
 * One source for api paths: every path the browser calls (`API_PATHS` and the list contracts of
 * `@veldwerk/shared/domain`) names a route this api registers. A path renamed on one side only
 * fails here, not in a user's browser.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as domain from '@veldwerk/shared/domain';
import { API_PATHS, type ListContract } from '@veldwerk/shared/domain';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../test/harness';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

/**
 * Whether a registered route serves a path template: segment by segment, a route parameter
 * (`:file`) takes any segment, and a literal segment (`clients.json`) must fit the template's
 * (`{resource}.json`).
 */
function serves(url: string, template: string): boolean {
  const routeSegments = url.split('/');
  const templateSegments = `/api/${template}`.split('/');
  if (routeSegments.length !== templateSegments.length) return false;
  return routeSegments.every((segment, index) => {
    if (segment.startsWith(':')) return true;
    const pattern = (templateSegments[index] ?? '')
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return new RegExp(`^${pattern}$`).test(segment);
  });
}

const served = (urls: readonly string[], template: string) =>
  urls.some((url) => serves(url, template));

function isListContract(value: unknown): value is ListContract {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { resource?: unknown }).resource === 'string' &&
    typeof (value as { path?: unknown }).path === 'string' &&
    typeof (value as { filters?: unknown }).filters === 'object'
  );
}

describe('api paths', () => {
  it('registers a route for every path of API_PATHS', () => {
    const urls = app.registeredRoutes.map((route) => route.url);
    const missing = Object.entries(API_PATHS).filter(([, template]) => !served(urls, template));
    expect(missing).toEqual([]);
  });

  it('answers GET on the path of every list contract', () => {
    const exported: unknown[] = Object.values(domain);
    const contracts: ListContract[] = exported.filter(isListContract);
    expect(contracts.map((contract) => contract.resource)).toEqual(
      expect.arrayContaining(['clients', 'campaigns', 'layouts']),
    );
    const gets = app.registeredRoutes
      .filter((route) => route.method === 'GET')
      .map((route) => route.url);
    const missing = contracts.filter((contract) => !served(gets, contract.path));
    expect(missing.map((contract) => contract.path)).toEqual([]);
  });

  it('notices a path the api does not serve', () => {
    const urls = app.registeredRoutes.map((route) => route.url);
    expect(served(urls, 'clients/{clientId}/nonsense')).toBe(false);
    expect(served(urls, 'autocomplete/{resource}.csv')).toBe(false);
    expect(served(urls, 'autocomplete/{resource}.json')).toBe(true);
  });
});
