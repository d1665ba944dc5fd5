import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_EVENTS,
  type ListPage,
  type Setting,
  type ValidationErrorBody,
} from '@veldwerk/shared/domain';
import { auditTrail } from '../../db/audit/repo';
import { settings } from '../../db/schema';
import { callers } from '../../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../../test/harness';
import { exampleTemplateData, TemplateRenderer } from './render';

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  as = await callers(app);
  // The test template holds the demo accounts only; these are the demo seed's templates.
  await database.db
    .insert(settings)
    .values(
      NOTIFICATION_EVENTS.map((key) => ({
        type: 'notification' as const,
        key,
        value: `Hoi {{ employee.firstname }} (${key})`,
      })),
    )
    .onConflictDoNothing();
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const templateError = (body: string) => (JSON.parse(body) as ValidationErrorBody).errors.children;

const render = (template: string) =>
  as.superAdministration('POST', '/api/settings/render-example', {
    render_setting: { type: 'notification', template },
  });

describe('settings routes', () => {
  it('lists the seeded templates for super administration only, filtered by key', async () => {
    const response = await as.superAdministration('GET', '/api/settings?key=reminder');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ListPage<Setting>>();
    expect(page.results.map((row) => row.key)).toEqual(['mg_reminder', 'trial_reminder']);
    expect(page.count).toBe(2);
    for (const call of [as.manager, as.employee]) {
      expect((await call('GET', '/api/settings')).statusCode).toBe(403);
      expect((await call('POST', '/api/settings/render-example', {})).statusCode).toBe(403);
    }
    expect((await as.anonymous('GET', '/api/settings')).statusCode).toBe(401);
    // Admin includes super administration.
    expect((await as.admin('GET', '/api/settings')).statusCode).toBe(200);
  });

  it('reads one by type and key; 404 in Dutch for an unknown one', async () => {
    const one = await as.superAdministration('GET', '/api/settings/notification/mg_confirmation');
    expect(one.statusCode).toBe(200);
    expect(one.json<Setting>()).toMatchObject({ type: 'notification', key: 'mg_confirmation' });
    const missing = await as.superAdministration('GET', '/api/settings/notification/bestaat_niet');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Instelling niet gevonden.' });
  });

  it('updates a value (required, valid Liquid), audited', async () => {
    const url = '/api/settings/notification/no_answer';
    const empty = await as.superAdministration('PUT', url, { setting: { value: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(templateError(empty.body)).toEqual({ value: { errors: ['Vereist veld'] } });

    const broken = await as.superAdministration('PUT', url, {
      setting: { value: 'Hoi\n{% if employee.firstname %}daar' },
    });
    expect(broken.statusCode).toBe(400);
    expect(templateError(broken.body)).toEqual({
      value: {
        errors: [
          'Fout in het sjabloon op regel 2: "{% if employee.firstname %}" wordt niet afgesloten',
        ],
      },
    });

    const saved = await as.superAdministration('PUT', url, {
      setting: { value: 'Hoi {{ employee.firstname }}, bel je ons?' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Setting>().value).toBe('Hoi {{ employee.firstname }}, bel je ons?');
    const trail = await auditTrail(database.db, settings, 'notification/no_answer');
    expect(trail.at(-1)).toMatchObject({ action: 'update' });
  });
});

describe('POST settings/render-example', () => {
  it('renders the variables with the example applicant and the agency of the site', async () => {
    const response = await render(
      'Hoi {{ employee.firstname }} {{ employee.surname_prefix }} {{ employee.surname }}, ' +
        'op {{ event_date }} om {{ event_time }} in {{ employee.hq }} ({{ agency }}, ' +
        '{{ employee.employee_code }}).',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      result: 'Hoi Sanne de Vries, op 12/03/2026 om 14:30 in Amsterdam (Veldwerk, 123456).',
    });
  });

  it('answers a syntax error in Dutch with its line', async () => {
    const unknownTag = await render('Hoi\n\n{% bestaatniet %}');
    expect(unknownTag.statusCode).toBe(400);
    expect(templateError(unknownTag.body)).toEqual({
      template: { errors: ['Fout in het sjabloon op regel 3: onbekende tag "bestaatniet"'] },
    });
    const unknownFilter = await render('{{ employee.firstname | shout }}');
    expect(templateError(unknownFilter.body)).toEqual({
      template: { errors: ['Fout in het sjabloon op regel 1: onbekend filter "shout"'] },
    });
  });

  it('reaches no file, no prototype and no process', async () => {
    const include = await render('{% include "/etc/passwd" %}');
    expect(include.statusCode).toBe(400);
    expect(templateError(include.body)).toEqual({
      template: {
        errors: ['Fout in het sjabloon op regel 1: andere sjablonen invoegen kan niet'],
      },
    });
    const reach = await render(
      '[{{ process.env }}][{{ employee.constructor.name }}][{{ employee.__proto__ }}]' +
        '[{{ employee.firstname.constructor }}][{{ global.process }}]',
    );
    expect(reach.statusCode, reach.body).toBe(200);
    expect(reach.json()).toEqual({ result: '[][][][][]' });
  });

  it('stops a template that loops (nearly) forever or builds megabytes', async () => {
    const loop = await render(
      '{% for i in (1..100000) %}{% for j in (1..100000) %}{% endfor %}{% endfor %}',
    );
    expect(loop.statusCode).toBe(400);
    expect(templateError(loop.body).template?.errors[0]).toMatch(
      /^Fout in het sjabloon op regel 1: het sjabloon (doet er te lang over|maakt te veel tekst aan)/,
    );
    const grow = await render(
      '{% assign s = "xxxxxxxxxx" %}{% for i in (1..64) %}{% assign s = s | append: s %}{% endfor %}{{ s }}',
    );
    expect(grow.statusCode).toBe(400);
  });
});

describe('TemplateRenderer limits', () => {
  it('stops on the render time limit', async () => {
    const renderer = new TemplateRenderer({ renderMs: 20, memory: 1e12 });
    const started = Date.now();
    const result = await renderer.render(
      '{% for i in (1..1000000) %}{% for j in (1..1000000) %}{{ j }}{% endfor %}{% endfor %}',
      exampleTemplateData('Veldwerk'),
    );
    expect(result).toEqual({
      ok: false,
      message:
        'Fout in het sjabloon op regel 1: het sjabloon doet er te lang over (een eindeloze lus?)',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
