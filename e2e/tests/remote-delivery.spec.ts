/**
 * Area teams deliver their remote on their own (issue 18): mf-campaigns deployed with its deploy
 * script to a second static host (CORS on) and named in REMOTES_FILE; switched to another build
 * and back without restarting the api; a build made against the previous minor of
 * `@veldwerk/shared` inside the current shell; two api processes on one PostgreSQL database.
 *
 * The deploys are real production builds of mf-campaigns (a few minutes on a loaded machine);
 * the api under test is a second process with its own REMOTES_FILE (support/servers.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, signInThroughProvider } from '../support/session';
import {
  databaseUrl,
  deployRemote,
  PORTS,
  psql,
  ROOT,
  startApi,
  startStaticHost,
  type ApiProcess,
} from '../support/servers';

const SHELL_SHARED_VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8')) as { version: string }
).version;
const [major, minor] = SHELL_SHARED_VERSION.split('.').map(Number) as [number, number];
/** The minor before the shell's: what a remote deployed before the last shared change has. */
const PREVIOUS_MINOR = `${major}.${Math.max(0, minor - 1)}.0`;

const STATIC_ORIGIN = `http://127.0.0.1:${PORTS.staticHost}`;
const LABEL_A = 'e2e-build-A';
const LABEL_B = 'e2e-build-B';
const LABEL_C = 'e2e-build-C';
/** A major the shell does not have yet: a remote built for it must fail on its own. */
const NEXT_MAJOR = `${major + 1}.0.0`;

test.describe('a remote delivered on its own', () => {
  // Serial: one api and static host for the three; a loaded machine needs more than a minute each.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let work: string;
  let remotesFile: string;
  let staticHost: Server;
  let api: ApiProcess;
  let manifestA: string;
  let manifestB: string;
  let manifestC: string;

  const pointCampaignsAt = (manifest: string) =>
    writeFileSync(remotesFile, JSON.stringify({ mf_campaigns: manifest }, null, 2));

  test.beforeAll(async () => {
    test.setTimeout(20 * 60_000);
    work = mkdtempSync(join(tmpdir(), 'veldwerk-e2e-delivery-'));
    const cdn = join(work, 'cdn');
    // A: made against the previous minor of @veldwerk/shared; B: against the current one.
    const outputA = deployRemote('mf-campaigns', {
      to: cdn,
      version: 'a',
      label: LABEL_A,
      publicUrl: STATIC_ORIGIN,
      sharedVersion: PREVIOUS_MINOR,
    });
    const outputB = deployRemote('mf-campaigns', {
      to: cdn,
      version: 'b',
      label: LABEL_B,
      publicUrl: STATIC_ORIGIN,
    });
    // C: made against a newer major of @veldwerk/shared than the shell provides.
    deployRemote('mf-campaigns', {
      to: cdn,
      version: 'c',
      label: LABEL_C,
      publicUrl: STATIC_ORIGIN,
      sharedVersion: NEXT_MAJOR,
    });
    manifestC = `${STATIC_ORIGIN}/mf-campaigns/c/mf-manifest.json`;
    manifestA = `${STATIC_ORIGIN}/mf-campaigns/a/mf-manifest.json`;
    manifestB = `${STATIC_ORIGIN}/mf-campaigns/b/mf-manifest.json`;
    // The script prints the URL to put in the remotes configuration.
    expect(outputA).toContain(`manifest: ${manifestA}`);
    expect(outputB).toContain(`manifest: ${manifestB}`);

    staticHost = await startStaticHost(cdn, PORTS.staticHost);
    remotesFile = join(work, 'remotes.json');
    pointCampaignsAt(manifestA);
    api = await startApi(PORTS.deliveryApi, { REMOTES_FILE: remotesFile });
  });

  test.afterAll(async () => {
    await api?.stop();
    await new Promise((done) => (staticHost ? staticHost.close(() => done(null)) : done(null)));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const openClients = async (page: Page) => {
    await page.goto(`${api.url}/clients/`);
    await expect(page.getByRole('heading', { name: 'Klanten' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  };

  test('mf-campaigns from another origin: the clients area works, no CSP violation', async ({
    page,
  }) => {
    const fromStatic: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(STATIC_ORIGIN)) fromStatic.push(request.url());
    });
    await page.goto(`${api.url}/`);
    await signInThroughProvider(page, ACCOUNTS.superAdministration.email);
    await expect(page).toHaveURL(/\/profile\/$/);
    await openClients(page);
    await expect(page.getByText(`Klanten: versie ${LABEL_A}`)).toBeVisible();
    expect(fromStatic).toContain(manifestA);
    expect(fromStatic.some((url) => /\/mf-campaigns\/a\/remoteEntry\.js$/.test(url))).toBe(true);

    // The CSP names the static host, and no wildcard.
    const response = await page.request.get(`${api.url}/clients/`);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`script-src [^;]*${STATIC_ORIGIN}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${STATIC_ORIGIN}`));
    expect(csp).not.toMatch(/script-src [^;]*\*/);
    // The watch fixture fails the test on any console error or CSP violation.
  });

  test('switching to another build needs no restart; switching back is a roll back', async ({
    page,
  }) => {
    await page.goto(`${api.url}/`);
    await signInThroughProvider(page, ACCOUNTS.superAdministration.email);
    await expect(page).toHaveURL(/\/profile\/$/);
    await openClients(page);
    await expect(page.getByText(`Klanten: versie ${LABEL_A}`)).toBeVisible();

    pointCampaignsAt(manifestB);
    await openClients(page);
    await expect(page.getByText(`Klanten: versie ${LABEL_B}`)).toBeVisible();

    pointCampaignsAt(manifestA);
    await openClients(page);
    await expect(page.getByText(`Klanten: versie ${LABEL_A}`)).toBeVisible();
  });

  test('a remote built against the previous shared minor runs inside the current shell', async ({
    page,
  }) => {
    const manifest = (await (await page.request.get(manifestA)).json()) as {
      shared: { name: string; version: string; requiredVersion: string }[];
    };
    const sharedOfA = manifest.shared.filter((entry) => entry.name.startsWith('@veldwerk/shared'));
    expect(sharedOfA.length).toBeGreaterThan(0);
    for (const entry of sharedOfA) {
      expect(entry.version).toBe(PREVIOUS_MINOR);
      expect(entry.requiredVersion).toBe(`^${PREVIOUS_MINOR}`);
    }
    expect(PREVIOUS_MINOR).not.toBe(SHELL_SHARED_VERSION);

    pointCampaignsAt(manifestA);
    await page.goto(`${api.url}/`);
    await signInThroughProvider(page, ACCOUNTS.superAdministration.email);
    await expect(page).toHaveURL(/\/profile\/$/);
    await openClients(page);
    await expect(page.getByText(`Klanten: versie ${LABEL_A}`)).toBeVisible();
    // The shell's copy of @veldwerk/shared is the one the remote uses (one session store): the
    // signed-in user's name in the navbar and the remote's list both work under one session.
    await expect(
      page.getByRole('link', { name: ACCOUNTS.superAdministration.fullName }),
    ).toBeVisible();
    const used = await page.evaluate(() => {
      const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: unknown } })
        .__FEDERATION__;
      const scopes = JSON.stringify(federation?.__SHARE__ ?? {});
      return scopes;
    });
    expect(used).toContain(`"${SHELL_SHARED_VERSION}"`);
  });

  test("a remote that needs a newer shared major fails alone, with the area's Dutch error", async ({
    page,
    watch,
  }) => {
    // The federation runtime refuses the shell's older singleton; the area's boundary catches it.
    watch.allowConsoleError(/./);
    // This api serves only what REMOTES_FILE names: the donations area beside it, as served here.
    writeFileSync(
      remotesFile,
      JSON.stringify({
        mf_campaigns: manifestC,
        mf_donations: '/remotes/mf-donations/mf-manifest.json',
      }),
    );
    try {
      await page.goto(`${api.url}/`);
      await signInThroughProvider(page, ACCOUNTS.superAdministration.email);
      await expect(page).toHaveURL(/\/profile\/$/);
      await page.goto(`${api.url}/clients/`);
      await expect(page.getByText(/is tijdelijk niet beschikbaar/)).toBeVisible();
      // The area's own screen never drew (its list would be a table).
      await expect(page.getByRole('table')).toHaveCount(0);
      // The rest of the product keeps working: the navbar, and another remote's area.
      await expect(
        page.getByRole('link', { name: ACCOUNTS.superAdministration.fullName }),
      ).toBeVisible();
      await page.goto(`${api.url}/donations/`);
      await expect(page.getByRole('heading', { name: 'Donateurs' })).toBeVisible();
    } finally {
      pointCampaignsAt(manifestA);
    }
  });
});

test.describe('two api processes on one PostgreSQL database', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  test.skip(adminUrl === '', 'needs TEST_DATABASE_URL (a PostgreSQL server)');

  const database = `veldwerk_e2e_instances_${process.pid}`;
  let a: ApiProcess;
  let b: ApiProcess;

  test.beforeAll(async () => {
    test.setTimeout(4 * 60_000);
    psql(adminUrl, `DROP DATABASE IF EXISTS ${database}`);
    psql(adminUrl, `CREATE DATABASE ${database}`);
    // Both answer for one address, as behind a reverse proxy (README, "Two api processes").
    const env = {
      DATABASE_URL: databaseUrl(adminUrl, database),
      PUBLIC_URL: `http://localhost:${PORTS.proxy}`,
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startApi(PORTS.instanceA, env);
    b = await startApi(PORTS.instanceB, env);
  });

  test.afterAll(async () => {
    await a?.stop();
    await b?.stop();
    if (adminUrl) psql(adminUrl, `DROP DATABASE IF EXISTS ${database}`);
  });

  test('a session from instance A works on B; logging out on B ends it on A', async ({
    request,
  }) => {
    // An ID token from A's identity provider signs in on B (one set of provider keys).
    const idToken = await request.post(`${a.url}/api/dev/id-token`, {
      data: { email: ACCOUNTS.manager.email },
    });
    expect(idToken.ok()).toBe(true);
    const { id_token } = (await idToken.json()) as { id_token: string };
    const onB = await request.post(`${b.url}/api/authenticate`, { data: { token: id_token } });
    expect(onB.status(), await onB.text()).toBe(200);
    // The same ID token a second time, on A: refused (used once, remembered in the database).
    const replay = await request.post(`${a.url}/api/authenticate`, { data: { token: id_token } });
    expect(replay.status()).toBe(401);

    // Sign in on A; the token is accepted by B.
    const fresh = (await (
      await request.post(`${a.url}/api/dev/id-token`, { data: { email: ACCOUNTS.manager.email } })
    ).json()) as { id_token: string };
    const session = await request.post(`${a.url}/api/authenticate`, {
      data: { token: fresh.id_token },
    });
    expect(session.ok()).toBe(true);
    const { token } = (await session.json()) as { token: string };
    const headers = { 'Authorization-Token': token };
    expect((await request.get(`${b.url}/api/user`, { headers })).status()).toBe(200);
    expect((await request.get(`${a.url}/api/user`, { headers })).status()).toBe(200);

    // Log out on B: refused on A.
    const logout = await request.post(`${b.url}/api/logout.json`, { headers });
    expect(logout.ok()).toBe(true);
    expect((await request.get(`${a.url}/api/user`, { headers })).status()).toBe(401);
    expect((await request.get(`${b.url}/api/user`, { headers })).status()).toBe(401);
  });
});
