/**
 * The softphone on the voice simulator (issue 16): a recruiter calls an applicant from the list,
 * the widget goes connecting → connected with its timer running, hangs up from the keyboard, and
 * the call is in the applicant's call log with its duration and the caller.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signInThroughProvider } from '../support/session';

/** `E2E_SHOTS=/tmp/shots` keeps screenshots of the widget, to look at them. */
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const RECRUITER = { email: 'recruiter@veldwerk.test', fullName: 'Daan Smit' };

/** Letters only (names refuse digits), unique per run. */
const uniqueName = () =>
  `Bel${Date.now()
    .toString(36)
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x')}`;

const seconds = (text: string | null) => {
  const [minutes = '0', rest = '0'] = (text ?? '').trim().split(':');
  return Number(minutes) * 60 + Number(rest);
};

test('a recruiter calls an applicant from the list, hangs up, and finds the call in the call log', async ({
  page,
}) => {
  const surname = uniqueName();
  const applied = await page.request.post('/api/public/applicants', {
    data: {
      firstname: 'Eva',
      surname,
      hq: 'Amsterdam',
      mobile: `06 1${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      email: `${surname.toLowerCase()}@example.org`,
      source: 'website',
    },
  });
  expect(applied.status()).toBeLessThan(300);
  const name = `Eva ${surname}`;

  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`/applicants/?surname=${surname}`);
  await signInThroughProvider(page, RECRUITER.email);
  const row = page.getByRole('row', { name: new RegExp(surname) });
  await expect(row).toBeVisible();

  // The call button in the row asks the softphone to call (it does not open the row).
  await row.getByRole('button', { name: `${name} bellen` }).click();
  const widget = page.getByRole('region', { name: 'Telefoon' });
  const status = widget.getByRole('status');
  await expect(status).toHaveText(`Verbinden… U belt ${name}`);
  await shot(page, 'softphone-connecting');
  await expect(status).toHaveText(`Verbonden met ${name}`);
  const timer = widget.getByRole('timer');
  await expect(timer).toBeVisible();
  const first = seconds(await timer.textContent());
  await expect
    .poll(async () => seconds(await timer.textContent()))
    .toBeGreaterThanOrEqual(first + 2);
  await shot(page, 'softphone-connected');
  expect(await seriousViolations(page)).toEqual([]);

  // Hang up from the keyboard.
  const hangUp = widget.getByRole('button', { name: /Ophangen/ });
  await hangUp.focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(`Opgehangen (${name})`);
  const talked = seconds(await timer.textContent());
  expect(talked).toBeGreaterThanOrEqual(2);
  await expect(status).toHaveText('Gereed', { timeout: 10_000 });

  // The call log: in the applicant's detail, with the seconds and the caller.
  await row.click();
  const detail = page.getByRole('region', { name: 'Geselecteerde sollicitant' });
  const calls = detail.locator('.ant-card').filter({ hasText: 'Telefoongesprekken' });
  await expect(calls.getByText(new RegExp(`· \\d+ s · ${RECRUITER.fullName}`))).toBeVisible();
  const logged = seconds(`0:${/· (\d+) s ·/.exec((await calls.textContent()) ?? '')?.[1] ?? '0'}`);
  // The server counts from the simulated answer to the hang-up: the widget's timer, ± a second.
  expect(Math.abs(logged - talked)).toBeLessThanOrEqual(1);

  // Calling again from the detail: once the phone is idle the open call log shows both calls.
  await detail.getByRole('button', { name: `${name} bellen` }).click();
  await expect(status).toHaveText(`Verbonden met ${name}`);
  await widget.getByRole('button', { name: /Ophangen/ }).click();
  await expect(status).toHaveText('Gereed', { timeout: 10_000 });
  await expect(calls.getByText(new RegExp(`· \\d+ s · ${RECRUITER.fullName}`))).toHaveCount(2);
});

test('the widget opens from the keyboard and fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile/');
  await signInThroughProvider(page, RECRUITER.email);
  const toggle = page.getByRole('button', { name: /Telefoon/ });
  await expect(toggle).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('Enter');
  const widget = page.getByRole('region', { name: 'Telefoon' });
  await expect(widget.getByRole('status')).toHaveText('Gereed');
  const box = await widget.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await shot(page, 'softphone-390');
  await page.keyboard.press('Escape');
  await expect(widget).toBeHidden();
  await expect(toggle).toBeFocused();
});
