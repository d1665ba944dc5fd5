/**
 * The shared HTTP fake with what every shell page asks for at start: the deployment, the remote
 * manifest map, and an anonymous `GET /api/user`.
 */
import { fakeHttp as fakeHttpTable, json, type FakeHandler } from '@veldwerk/shared/testing';

import { deploymentFixture, remotesFixture } from './fixtures';

export { json, type FakeHandler, type FakeRequest } from '@veldwerk/shared/testing';

export function fakeHttp(handlers: Record<string, FakeHandler> = {}) {
  return fakeHttpTable({
    'GET /api/deployment': () => json(200, deploymentFixture),
    'GET /remotes.json': () => json(200, remotesFixture),
    'GET /api/user': () => json(401, { status: 'error', message: 'x' }),
    ...handlers,
  });
}
