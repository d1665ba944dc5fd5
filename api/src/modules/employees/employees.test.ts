import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  EMPLOYEE_MESSAGES,
  type Employee,
  type EmployeeListItem,
  type ListPage,
  type Transition,
  type ValidationErrorBody,
} from '@veldwerk/shared/domain';
import { MESSAGES } from '@veldwerk/shared/validation';
import { auditTrail } from '../../db/audit/repo';
import { employees } from '../../db/schema';
import { callers, uniqueTag, type Call } from '../../../test/calls';
import {
  authHeader,
  createTestApp,
  openTestDatabase,
  signInAs,
  type TestDatabase,
} from '../../../test/harness';
import { verifyPassword } from './password';

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>> & {
  recruiter: Call;
  superManager: Call;
  captain: Call;
};

const callAs =
  (token: string): Call =>
  (method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { ...headers, ...authHeader(token) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  const base = await callers(app);
  as = {
    ...base,
    recruiter: callAs(await signInAs(app, 'recruiter@veldwerk.test')),
    superManager: callAs(await signInAs(app, 'super.manager@veldwerk.test')),
    captain: callAs(await signInAs(app, 'captain@veldwerk.test')),
  };
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const fieldErrors = (body: string) =>
  (JSON.parse(body) as ValidationErrorBody).errors.children as Record<
    string,
    { errors?: string[] }
  >;

/** A tag as a name (names hold no digits). */
const nameOf = (tag: string) =>
  tag.replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');

function applicantBody(tag: string, extra: Record<string, unknown> = {}) {
  return {
    employee: {
      employee_status: 'New',
      email: `${tag}@example.org`,
      mobile: '06 12345678',
      hq: 'Amsterdam',
      firstname: 'Piet',
      surname: nameOf(tag),
      ...extra,
    },
  };
}

function employeeBody(tag: string, extra: Record<string, unknown> = {}) {
  return applicantBody(tag, {
    employee_status: 'Active',
    postal_code: '1234 AB',
    house_number: '12',
    street: 'Dorpsstraat',
    ...extra,
  });
}

async function create(body: unknown, call: Call = as.recruiter): Promise<Employee> {
  const response = await call('POST', '/api/employees', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Employee>();
}

describe('employees: access', () => {
  it('lets recruiter, manager, super manager and admin in; refuses employee and captain', async () => {
    for (const call of [as.recruiter, as.manager, as.superManager, as.admin]) {
      expect((await call('GET', '/api/employees?limit=1')).statusCode).toBe(200);
    }
    for (const call of [as.employee, as.captain]) {
      expect((await call('GET', '/api/employees?limit=1')).statusCode).toBe(403);
      expect((await call('POST', '/api/employees', applicantBody('x'))).statusCode).toBe(403);
    }
    expect((await as.anonymous('GET', '/api/employees')).statusCode).toBe(401);
  });
});

describe('POST/PUT employees', () => {
  it('creates an applicant and an employee, audited, and reads them back', async () => {
    const tag = uniqueTag('emp');
    const made = await create(applicantBody(tag, { firstname: 'piet', initials: 'pj' }));
    expect(made).toMatchObject({
      employee_status: 'New',
      email: `${tag}@example.org`,
      mobile: '0612345678',
      initials: 'PJ',
      sex: 'O',
      function: 'Trainee',
      country: 'NL',
      record_status: 'Open',
      transitions: [],
    });
    const read = await as.manager('GET', `/api/employees/${made.uuid}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<Employee>().uuid).toBe(made.uuid);
    expect(read.body).not.toContain('password');
    const trail = await auditTrail(database.db, employees, made.uuid);
    expect(trail[0]?.action).toBe('create');
  });

  it('answers every required-field and format message of §5', async () => {
    const response = await as.recruiter('POST', '/api/employees', {
      employee: {
        employee_status: 'Active',
        email: 'geen-email',
        employee_code: '12',
        birth_date: new Date().toISOString().slice(0, 10),
        iban: 'NL00BANK0000000000',
      },
    });
    expect(response.statusCode).toBe(400);
    const errors = fieldErrors(response.body);
    for (const field of ['firstname', 'surname', 'postal_code', 'house_number', 'street']) {
      expect(errors[field]?.errors, field).toEqual([MESSAGES.required]);
    }
    expect(errors.email?.errors?.[0]).toBeTruthy();
    expect(errors.employee_code?.errors?.[0]).toBeTruthy();
    expect(errors.birth_date?.errors?.[0]).toBeTruthy();
    expect(errors.iban?.errors?.[0]).toBeTruthy();
    // Mobile is required while the status is New.
    const noMobile = await as.recruiter(
      'POST',
      '/api/employees',
      applicantBody(uniqueTag('m'), { mobile: null }),
    );
    expect(fieldErrors(noMobile.body).mobile?.errors).toEqual([MESSAGES.required]);
  });

  it('refuses a second person with the same email as a field error', async () => {
    const tag = uniqueTag('dup');
    await create(applicantBody(tag));
    const again = await as.recruiter('POST', '/api/employees', applicantBody(tag));
    expect(again.statusCode).toBe(400);
    expect(fieldErrors(again.body).email?.errors).toEqual([EMPLOYEE_MESSAGES.emailTaken]);
  });

  it('refuses a state outside the deployment variant', async () => {
    const response = await as.recruiter(
      'POST',
      '/api/employees',
      applicantBody(uniqueTag('v'), { employee_status: 'GA_TRIAL_PERIOD' }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.body).employee_status?.errors).toEqual([
      EMPLOYEE_MESSAGES.stateNotInVariant,
    ]);
    const variant = await as.recruiter(
      'POST',
      '/api/employees',
      applicantBody(uniqueTag('v'), { employee_status: 'GA_TRIAL_PERIOD' }),
      { host: 'es.localhost' },
    );
    expect(variant.statusCode, variant.body).toBe(201);
  });

  it('lets only a manager change a filled employee_code or backstage_reference', async () => {
    const tag = uniqueTag('code');
    const code = String(Math.floor(200000 + Math.random() * 799999));
    const made = await create(employeeBody(tag, { employee_code: code }));
    const other = String(Number(code) + 1).padStart(6, '0');
    const refused = await as.recruiter(
      'PUT',
      `/api/employees/${made.uuid}`,
      employeeBody(tag, { employee_code: code, backstage_reference: 'bs1' }),
    );
    expect(refused.statusCode, refused.body).toBe(200); // backstage_reference was empty: anyone may fill it
    const again = await as.recruiter(
      'PUT',
      `/api/employees/${made.uuid}`,
      employeeBody(tag, { employee_code: other, backstage_reference: 'bs2' }),
    );
    expect(again.statusCode).toBe(400);
    expect(fieldErrors(again.body).backstage_reference?.errors).toEqual([MESSAGES.managerOnly]);
    expect(fieldErrors(again.body).employee_code?.errors).toEqual([MESSAGES.managerOnly]);
    const manager = await as.manager(
      'PUT',
      `/api/employees/${made.uuid}`,
      employeeBody(tag, { employee_code: other, backstage_reference: 'bs2' }),
    );
    expect(manager.statusCode, manager.body).toBe(200);
    expect(manager.json<Employee>()).toMatchObject({
      employee_code: other,
      backstage_reference: 'bs2',
    });
  });

  it('answers 404 for an unknown or malformed uuid', async () => {
    expect((await as.manager('GET', '/api/employees/not-a-uuid')).statusCode).toBe(404);
    const unknown = await as.manager('GET', '/api/employees/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe(
      EMPLOYEE_MESSAGES.notFound,
    );
  });
});

describe('GET employees (list)', () => {
  it('filters on employee_status[] and columns, pages with a cursor', async () => {
    const tag = uniqueTag('lst');
    const a = await create(
      applicantBody(`${tag}a`, { surname: nameOf(`${tag}a`), place: 'Assen' }),
    );
    await create(employeeBody(`${tag}b`, { surname: nameOf(`${tag}b`) }));
    const applicants = await as.recruiter(
      'GET',
      `/api/employees?surname=${nameOf(tag)}&employee_status[]=New&employee_status[]=M%26G%20planned`,
    );
    expect(applicants.statusCode, applicants.body).toBe(200);
    const page = applicants.json<ListPage<EmployeeListItem>>();
    expect(page.results.map((row) => row.uuid)).toEqual([a.uuid]);
    expect(page.results[0]).toMatchObject({ place: 'Assen', employee_status: 'New' });

    const both = await as.recruiter('GET', `/api/employees?surname=${nameOf(tag)}&limit=1`);
    const first = both.json<ListPage<EmployeeListItem>>();
    expect(first.count).toBe(2);
    expect(first.next_cursor).not.toBeNull();
    const second = await as.recruiter(
      'GET',
      `/api/employees?surname=${nameOf(tag)}&limit=1&cursor=${encodeURIComponent(first.next_cursor ?? '')}`,
    );
    expect(second.json<ListPage<EmployeeListItem>>().results).toHaveLength(1);

    const bad = await as.recruiter('GET', '/api/employees?employee_status[]=Nope');
    expect(bad.statusCode).toBe(400);
  });

  it('filters on recruited_by (the quick link) and shows the recruiter name', async () => {
    const tag = uniqueTag('rec');
    const boss = await create(employeeBody(`${tag}boss`));
    const recruit = await create(applicantBody(`${tag}r`, { recruited_by: boss.uuid }));
    const response = await as.recruiter('GET', `/api/employees?recruited_by=${boss.uuid}`);
    const page = response.json<ListPage<EmployeeListItem>>();
    expect(page.results.map((row) => row.uuid)).toEqual([recruit.uuid]);
    expect(page.results[0]?.recruited_by_name).toBe(`Piet ${nameOf(`${tag}boss`)}`);
  });
});

describe('transitions', () => {
  const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  it('sets status, open date and record status in one transaction, newest first, audited and emitted', async () => {
    const seen: string[] = [];
    app.transitionEvents.listen({
      saved: (_tx, event) => {
        seen.push(`${event.previousState}->${event.newState}`);
        return Promise.resolve();
      },
    });
    const made = await create(applicantBody(uniqueTag('tr')));
    const mg = await as.recruiter('POST', `/api/employees/${made.uuid}/transitions`, {
      employee_state_transition: {
        new_state: 'M&G planned',
        event_date: future(2),
        open_date: future(2),
        close_record: true,
      },
    });
    expect(mg.statusCode, mg.body).toBe(201);
    const trial = await as.recruiter('POST', `/api/employees/${made.uuid}/transitions`, {
      employee_state_transition: {
        new_state: 'Trial planned',
        event_date: future(5),
        close_record: true,
      },
    });
    expect(trial.statusCode, trial.body).toBe(201);
    const person = (await as.recruiter('GET', `/api/employees/${made.uuid}`)).json<Employee>();
    expect(person.employee_status).toBe('Trial planned');
    expect(person.record_status).toBe('Gesloten');
    expect(person.transitions?.map((t) => t.new_state)).toEqual(['Trial planned', 'M&G planned']);
    expect(seen).toEqual(
      expect.arrayContaining(['New->M&G planned', 'M&G planned->Trial planned']),
    );
  });

  it('requires the event date for planned states within the near future unless forced', async () => {
    const made = await create(applicantBody(uniqueTag('tr')));
    const url = `/api/employees/${made.uuid}/transitions`;
    const missing = await as.recruiter('POST', url, {
      employee_state_transition: { new_state: 'M&G planned', close_record: true },
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing.body).event_date?.errors).toEqual([MESSAGES.required]);
    const past = { new_state: 'M&G planned', event_date: future(-10), close_record: true };
    const refused = await as.recruiter('POST', url, { employee_state_transition: past });
    expect(refused.statusCode).toBe(400);
    const forced = await as.recruiter('POST', url, {
      employee_state_transition: { ...past, force_date: true },
    });
    expect(forced.statusCode, forced.body).toBe(201);
    const noClose = await as.recruiter('POST', url, {
      employee_state_transition: { new_state: 'New', close_record: false },
    });
    expect(noClose.statusCode).toBe(400);
  });

  it('allows any variant state through the free form, refuses states outside the variant', async () => {
    const made = await create(applicantBody(uniqueTag('tr')));
    const url = `/api/employees/${made.uuid}/transitions`;
    // Default variant: Active is not offered from New, but allowed.
    const free = await as.recruiter('POST', url, {
      employee_state_transition: { new_state: 'Active', close_record: true },
    });
    expect(free.statusCode, free.body).toBe(201);
    const outside = await as.recruiter('POST', url, {
      employee_state_transition: { new_state: 'GA_TRIAL_PERIOD', close_record: true },
    });
    expect(outside.statusCode).toBe(400);
    expect(fieldErrors(outside.body).new_state?.errors).toEqual([
      EMPLOYEE_MESSAGES.stateNotInVariant,
    ]);
    // The variant deployment knows GA_TRIAL_PERIOD but not M&G canceled.
    const variant = await as.recruiter(
      'POST',
      url,
      { employee_state_transition: { new_state: 'GA_TRIAL_PERIOD', close_record: true } },
      { host: 'es.localhost' },
    );
    expect(variant.statusCode, variant.body).toBe(201);
    const canceled = await as.recruiter(
      'POST',
      url,
      { employee_state_transition: { new_state: 'M&G canceled', close_record: true } },
      { host: 'es.localhost' },
    );
    expect(canceled.statusCode).toBe(400);
  });

  it('deletes a transition for ROLE_ADMIN only', async () => {
    const made = await create(applicantBody(uniqueTag('del')));
    const saved = await as.recruiter('POST', `/api/employees/${made.uuid}/transitions`, {
      employee_state_transition: {
        new_state: 'New',
        event_reason: 'NO_ANSWER',
        close_record: true,
      },
    });
    const transition = saved.json<Transition>();
    const url = `/api/employees/${made.uuid}/transitions/${transition.uuid}.json`;
    expect((await as.manager('DELETE', url)).statusCode).toBe(403);
    expect((await as.admin('DELETE', url)).statusCode).toBe(204);
    expect((await as.admin('DELETE', url)).statusCode).toBe(404);
    const person = (await as.recruiter('GET', `/api/employees/${made.uuid}`)).json<Employee>();
    expect(person.transitions).toEqual([]);
  });
});

describe('roles and password', () => {
  it('grants only roles the caller holds, also through PUT employees', async () => {
    const tag = uniqueTag('rol');
    const made = await create(employeeBody(tag));
    const url = `/api/employees/${made.uuid}/roles`;
    const ok = await as.manager('PUT', url, { employee: { roles: ['ROLE_RECRUITER'] } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ roles: string[] }>().roles).toEqual(['ROLE_RECRUITER']);
    const escalate = await as.manager('PUT', url, { employee: { roles: ['ROLE_ADMIN'] } });
    expect(escalate.statusCode).toBe(400);
    expect(escalate.body).toContain(EMPLOYEE_MESSAGES.roleNotHeld);
    expect((await as.recruiter('PUT', url, { employee: { roles: [] } })).statusCode).toBe(403);
    const viaPut = await as.manager('PUT', `/api/employees/${made.uuid}`, {
      employee: { ...employeeBody(tag).employee, roles: ['ROLE_SUPER_MANAGER'] },
    });
    expect(viaPut.statusCode).toBe(400);
    const recruiterPut = await as.recruiter('PUT', `/api/employees/${made.uuid}`, {
      employee: { ...employeeBody(tag).employee, roles: ['ROLE_RECRUITER'] },
    });
    expect(recruiterPut.statusCode).toBe(403);
    const [row] = await database.db.select().from(employees).where(eq(employees.id, made.uuid));
    expect(row?.roles).toEqual(['ROLE_RECRUITER']);
  });

  it('keeps roles the caller cannot grant', async () => {
    const made = await create(employeeBody(uniqueTag('keep')));
    await as.admin('PUT', `/api/employees/${made.uuid}/roles`, {
      employee: { roles: ['ROLE_ADMIN'] },
    });
    const response = await as.manager('PUT', `/api/employees/${made.uuid}/roles`, {
      employee: { roles: ['ROLE_CAPTAIN'] },
    });
    expect(response.json<{ roles: string[] }>().roles.sort()).toEqual([
      'ROLE_ADMIN',
      'ROLE_CAPTAIN',
    ]);
  });

  it('stores only a scrypt hash, needs every role of the target, never answers the hash', async () => {
    const made = await create(employeeBody(uniqueTag('pw')));
    const url = `/api/employees/${made.uuid}/password.json`;
    const short = await as.manager('PATCH', url, { new_password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(fieldErrors(short.body).new_password?.errors).toEqual(['Minimaal 6 tekens.']);
    expect((await as.recruiter('PATCH', url, { new_password: 'geheim123' })).statusCode).toBe(403);
    const saved = await as.manager('PATCH', url, { new_password: 'geheim123' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ message: string }>().message).toBe('Wachtwoord succesvol opgeslagen.');
    const [row] = await database.db.select().from(employees).where(eq(employees.id, made.uuid));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('geheim123');
    expect(await verifyPassword('geheim123', row?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('anders123', row?.passwordHash ?? '')).toBe(false);
    const read = await as.manager('GET', `/api/employees/${made.uuid}`);
    expect(read.body).not.toContain('scrypt');
    const trail = await auditTrail(database.db, employees, made.uuid);
    expect(JSON.stringify(trail)).not.toContain('scrypt');

    // A target holding a role the manager lacks.
    await as.admin('PUT', `/api/employees/${made.uuid}/roles`, {
      employee: { roles: ['ROLE_ADMINISTRATION'] },
    });
    const refused = await as.manager('PATCH', url, { new_password: 'geheim123' });
    expect(refused.statusCode).toBe(403);
    expect((await as.admin('PATCH', url, { new_password: 'geheim123' })).statusCode).toBe(200);
  });

  it('generates the roles table from the access table, for super managers', async () => {
    expect((await as.manager('GET', '/api/static/roles-table.html')).statusCode).toBe(403);
    const response = await as.superManager('GET', '/api/static/roles-table.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('employee-password');
    expect(response.body).toContain('Recruitment manager');
  });
});

describe('autocomplete/employees.json', () => {
  it('finds by name and by code', async () => {
    const tag = uniqueTag('ac');
    const made = await create(employeeBody(tag, { surname: `Zz${nameOf(tag)}` }));
    const byName = await as.employee('GET', `/api/autocomplete/employees.json?q=zz${nameOf(tag)}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json<{ id: string }[]>().map((item) => item.id)).toEqual([made.uuid]);
    const byCode = await as.employee('GET', '/api/autocomplete/employees.json?q=100006');
    expect(byCode.json<{ label: string }[]>()[0]?.label).toBe('Daan Smit');
    expect((await as.employee('GET', '/api/autocomplete/employees.json?q=a')).statusCode).toBe(400);
  });
});
