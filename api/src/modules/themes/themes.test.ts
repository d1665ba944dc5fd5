import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STATIC_UPLOAD_FIELD,
  type Campaign,
  type Client,
  type ValidationErrorBody,
} from '@veldwerk/shared/domain';
import { auditTrail } from '../../db/audit/repo';
import { campaignThemeSettings, uploads } from '../../db/schema';
import { callers, multipartFile, PNG_BYTES, uniqueTag } from '../../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../../test/harness';
import { THEME_MESSAGES } from './service';

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;
let dataDir: string;
let client: Client;
let campaign: Campaign;
let base: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'veldwerk-theme-'));
  app = await createTestApp(database, { env: { DATA_DIR: dataDir } });
  as = await callers(app);
  client = (
    await as.superAdministration('POST', '/api/clients', { client: { name: uniqueTag('Thema') } })
  ).json<Client>();
  campaign = (
    await as.superAdministration('POST', `/api/clients/${client.id}/campaigns`, {
      campaign: { name: 'Thema campagne' },
    })
  ).json<Campaign>();
  base = `/api/clients/${client.id}/campaigns/${campaign.id}`;
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const put = (name: string, value: string, type: string, call = as.superAdministration) =>
  call('PUT', `${base}/settings/${name}.json`, { theme_setting: { value, type } });
const children = (body: string) => (JSON.parse(body) as ValidationErrorBody).errors.children;

describe('campaign theme settings', () => {
  it('saves settings by key and lists the saved ones in the order of spec §3, audited', async () => {
    expect((await as.employee('GET', `${base}/settings.json`)).json()).toEqual([]);

    const saved = await put('splash-title', 'Welkom!', 'text');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ key: 'splash-title', value: 'Welkom!', type: 'text' });
    expect((await put('primary', '#ff0000', 'color')).statusCode).toBe(200);
    expect((await put('primary', '#00ff00', 'color')).statusCode).toBe(200);

    const list = await as.employee('GET', `${base}/settings.json`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { key: 'primary', value: '#00ff00', type: 'color' },
      { key: 'splash-title', value: 'Welkom!', type: 'text' },
    ]);

    const trail = await auditTrail(database.db, campaignThemeSettings, `${campaign.id}/primary`);
    expect(trail.map((entry) => [entry.action, entry.changes.value])).toEqual([
      ['update', { from: '#ff0000', to: '#00ff00' }],
      ['create', { from: null, to: '#ff0000' }],
    ]);
  });

  it('refuses a type other than the key’s, an invalid colour, and an unknown key', async () => {
    const wrongType = await put('primary', 'rood', 'text');
    expect(wrongType.statusCode).toBe(400);
    expect(children(wrongType.body).type?.errors[0]).toBe(
      THEME_MESSAGES.wrongType('primary', 'color'),
    );
    const colour = await put('secundairy', 'groen', 'color');
    expect(children(colour.body).value?.errors[0]).toBe('Incorrect formaat');
    const badType = await put('primary', '#fff', 'kleur');
    expect(Object.keys(children(badType.body))).toEqual(['type']);
    for (const path of ['settings/banner.json', 'settings/primary', 'settings/primary.xml']) {
      const unknown = await as.superAdministration('PUT', `${base}/${path}`, {
        theme_setting: { value: '#fff', type: 'color' },
      });
      expect(unknown.statusCode, path).toBe(404);
    }
  });

  it('accepts only files this api stored as file values', async () => {
    const outside = await put('logo', 'https://elders.example/logo.png', 'file');
    expect(outside.statusCode).toBe(400);
    expect(children(outside.body).value?.errors[0]).toBe(THEME_MESSAGES.unknownFile);
    const forged = await put('logo', `/api/upload/static/${'0'.repeat(32)}.png`, 'file');
    expect(children(forged.body).value?.errors[0]).toBe(THEME_MESSAGES.unknownFile);
    expect(children((await put('logo', '', 'file')).body).value?.errors[0]).toBe('Vereist veld');

    const { payload, headers } = multipartFile(
      STATIC_UPLOAD_FIELD,
      'logo.png',
      'image/png',
      PNG_BYTES,
    );
    const uploaded = await as.superAdministration('POST', '/api/upload/static', payload, headers);
    const { value } = uploaded.json<{ value: string }>();
    const saved = await put('logo', value, 'file');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ key: 'logo', value, type: 'file' });
  });

  it('answers 404 for another client’s campaign, 403 below super administration, 401 anonymous', async () => {
    const other = (
      await as.superAdministration('POST', '/api/clients', { client: { name: uniqueTag('Ander') } })
    ).json<Client>();
    const wrong = `/api/clients/${other.id}/campaigns/${campaign.id}`;
    expect((await as.employee('GET', `${wrong}/settings.json`)).statusCode).toBe(404);
    const body = { theme_setting: { value: '#fff', type: 'color' } };
    expect(
      (await as.superAdministration('PUT', `${wrong}/settings/primary.json`, body)).statusCode,
    ).toBe(404);
    expect((await put('primary', '#fff', 'color', as.manager)).statusCode).toBe(403);
    expect((await put('primary', '#fff', 'color', as.anonymous)).statusCode).toBe(401);
    expect((await as.anonymous('GET', `${base}/settings.json`)).statusCode).toBe(401);
  });

  describe('removing a setting (DELETE …/settings/{name}.json)', () => {
    const uploadLogo = async () => {
      const { payload, headers } = multipartFile(
        STATIC_UPLOAD_FIELD,
        'logo.png',
        'image/png',
        PNG_BYTES,
      );
      const uploaded = await as.superAdministration('POST', '/api/upload/static', payload, headers);
      return uploaded.json<{ value: string }>().value;
    };
    const remove = (name: string, call = as.superAdministration, at = base) =>
      call('DELETE', `${at}/settings/${name}.json`);
    const storedFiles = () => readdirSync(join(dataDir, 'uploads'));

    it('removes an image from the theme and deletes its file and row, audited', async () => {
      const value = await uploadLogo();
      const storedName = value.split('/').pop() ?? '';
      expect((await put('thanks-background', value, 'file')).statusCode).toBe(200);
      expect(storedFiles()).toContain(storedName);

      const removed = await remove('thanks-background');
      expect(removed.statusCode, removed.body).toBe(204);
      const keys = (await as.employee('GET', `${base}/settings.json`))
        .json<{ key: string }[]>()
        .map((setting) => setting.key);
      expect(keys).not.toContain('thanks-background');
      expect(storedFiles()).not.toContain(storedName);
      expect((await as.anonymous('GET', value)).statusCode).toBe(404);
      const [row] = await database.db
        .select()
        .from(uploads)
        .where(eq(uploads.storedName, storedName));
      expect(row).toBeUndefined();
      const trail = await auditTrail(
        database.db,
        campaignThemeSettings,
        `${campaign.id}/thanks-background`,
      );
      expect(trail.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
      // Removing again is not an error: the setting is simply absent.
      expect((await remove('thanks-background')).statusCode).toBe(204);
    });

    it('keeps the file while another theme still shows it', async () => {
      const value = await uploadLogo();
      const storedName = value.split('/').pop() ?? '';
      const second = (
        await as.superAdministration('POST', `/api/clients/${client.id}/campaigns`, {
          campaign: { name: 'Tweede thema' },
        })
      ).json<Campaign>();
      const secondBase = `/api/clients/${client.id}/campaigns/${second.id}`;
      expect((await put('splash-background', value, 'file')).statusCode).toBe(200);
      const body = { theme_setting: { value, type: 'file' } };
      expect(
        (await as.superAdministration('PUT', `${secondBase}/settings/splash-background.json`, body))
          .statusCode,
      ).toBe(200);
      expect((await remove('splash-background')).statusCode).toBe(204);
      expect(storedFiles()).toContain(storedName);
      expect((await as.anonymous('GET', value)).statusCode).toBe(200);
      expect(
        (await remove('splash-background', as.superAdministration, secondBase)).statusCode,
      ).toBe(204);
      expect(storedFiles()).not.toContain(storedName);
    });

    it('removes text and colour settings too; guarded like saving', async () => {
      expect((await put('splash-button', 'Start', 'text')).statusCode).toBe(200);
      expect((await remove('splash-button')).statusCode).toBe(204);
      expect((await remove('splash-button', as.manager)).statusCode).toBe(403);
      expect((await remove('splash-button', as.anonymous)).statusCode).toBe(401);
      expect((await remove('no-such-key')).statusCode).toBe(404);
    });
  });
});
