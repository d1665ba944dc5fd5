import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES, type ValidationErrorBody } from '@veldwerk/shared/domain';
import { MESSAGES } from '@veldwerk/shared/validation';
import { callers, uniqueTag } from '../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../test/harness';
import { hasInvalidCharacter } from './text-guard';

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;
let campaignId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  as = await callers(app);
  const client = await as.superAdministration('POST', '/api/clients', {
    client: { name: uniqueTag('Tekst') },
  });
  const campaign = await as.superAdministration(
    'POST',
    `/api/clients/${client.json<{ id: number }>().id}/campaigns`,
    { campaign: { name: 'Tekstcampagne' } },
  );
  campaignId = campaign.json<{ id: number }>().id;
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const layout = (colName: string) => ({
  export_layout: {
    campaign: campaignId,
    name: 'Tekstlayout',
    layout_body: [{ col_name: colName, source_field: 'surname' }],
  },
});

describe('text guard', () => {
  it.each([
    ['GET', '/api/clients?name=a%00b', undefined, 'name'],
    ['GET', '/api/autocomplete/clients.json?q=ab%00', undefined, 'q'],
    ['POST', '/api/clients', { client: { name: 'Fonds\u0000X' } }, 'name'],
    [
      'PUT',
      '/api/preferences/clients',
      { columns: [{ key: 'a\u0000', visible: true }] },
      'columns.0.key',
    ],
  ] as const)(
    'answers %s %s with a NUL character as 400 at %s',
    async (method, url, payload, field) => {
      const response = await as.superAdministration(method, url, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json<ValidationErrorBody>();
      expect(body.message).toBe(HTTP_MESSAGES.badRequest);
      expect(body.errors.children[field]?.errors).toEqual([MESSAGES.invalidCharacter]);
    },
  );

  it.each([
    // jsonb and the audit log refused these with a 500 …
    [
      'PUT',
      '/api/preferences/clients',
      { columns: [{ key: 'naam\ud800', visible: true }] },
      'columns.0.key',
    ],
    ['POST', '/api/exports/layouts', layout('Kolom\udc00'), 'layout_body.0.col_name'],
    // … and text columns stored them as "�".
    ['POST', '/api/clients', { client: { name: 'Fonds\ud800abc' } }, 'name'],
    ['POST', '/api/clients', { client: { name: '\udfffFonds' } }, 'name'],
  ] as const)(
    'answers %s %s with a lone surrogate as 400 at %s',
    async (method, url, payload, field) => {
      const response = await as.superAdministration(method, url, payload);
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<ValidationErrorBody>();
      expect(body.errors.children[field]?.errors).toEqual([MESSAGES.invalidCharacter]);
    },
  );

  it('refuses a lone surrogate in a body key, naming the object that holds it', async () => {
    const response = await as.superAdministration('POST', '/api/clients', {
      client: { name: 'Fonds', ['x\ud800']: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ValidationErrorBody>().errors.errors).toEqual([MESSAGES.invalidCharacter]);
  });

  it('accepts well-formed text outside the BMP (emoji, pairs intact)', async () => {
    const name = `Fonds 🐼 ${uniqueTag()}`;
    const response = await as.superAdministration('POST', '/api/clients', { client: { name } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ name: string }>().name).toBe(name);
  });

  it('tells lone surrogates from pairs', () => {
    expect(hasInvalidCharacter('a\ud83d\udc3cb')).toBe(false);
    expect(hasInvalidCharacter('a\ud83d')).toBe(true);
    expect(hasInvalidCharacter('\udc3cb')).toBe(true);
    expect(hasInvalidCharacter('\udc3c\ud83d')).toBe(true);
    expect(hasInvalidCharacter('a\0')).toBe(true);
    expect(hasInvalidCharacter('gewoon')).toBe(false);
  });

  it('still answers 401 before looking at the input', async () => {
    expect((await as.anonymous('GET', '/api/clients?name=a%00b')).statusCode).toBe(401);
  });
});
