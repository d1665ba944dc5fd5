import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_SETTING_KEYS, THEME_SETTING_LABELS } from '@veldwerk/shared/domain';
import { beforeEach, describe, expect, it } from 'vitest';

import { fakeHttp, json, type FakeRequest } from '@veldwerk/shared/testing';
import { EMPLOYEE, renderArea, signIn } from '../../test/render-area';

const base = '/api/clients/4/campaigns/7';
const stored = [
  { key: 'primary', value: '#1f7a4d', type: 'color' },
  { key: 'logo', value: '/api/upload/static/logo-1.png', type: 'file' },
  { key: 'splash-title', value: 'Welkom', type: 'text' },
];

function themeHttp(extra: Record<string, (request: FakeRequest) => Response> = {}) {
  // Like the api: a saved setting is stored, answered, and read back by the next settings.json.
  const settings = new Map(stored.map((setting) => [setting.key, setting]));
  const saved = (key: string) => (request: FakeRequest) => {
    const { theme_setting } = request.body as { theme_setting: { value: string; type: string } };
    settings.set(key, { key, ...theme_setting });
    return json(200, settings.get(key));
  };
  return fakeHttp({
    [`GET ${base}/settings.json`]: () => json(200, [...settings.values()]),
    [`PUT ${base}/settings/primary.json`]: saved('primary'),
    [`PUT ${base}/settings/splash-title.json`]: saved('splash-title'),
    [`PUT ${base}/settings/splash-background.json`]: saved('splash-background'),
    ...extra,
  });
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'start.png', { type: 'image/png' });

beforeEach(() => signIn());

describe('campaign theme', () => {
  it('shows every theme key with its stored value and the logo preview', async () => {
    themeHttp();
    renderArea('/clients/4/campaigns/7/theme/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campagnethema' }),
    ).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Voorbeeld Logo' });
    for (const key of THEME_SETTING_KEYS) {
      expect(screen.getAllByText(THEME_SETTING_LABELS[key]).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('img', { name: 'Voorbeeld Logo' })).toHaveAttribute(
      'src',
      '/api/upload/static/logo-1.png',
    );
    expect(screen.getByRole('textbox', { name: 'Primaire kleur' })).toHaveValue('#1f7a4d');
    // The swatch is a button the keyboard reaches (not a div with a prohibited aria-label).
    const swatch = screen.getByRole('button', { name: 'Kies Primaire kleur' });
    swatch.focus();
    expect(swatch).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Titel startscherm' })).toHaveValue('Welkom');
  });

  it('saves a colour and a text each with PUT settings/{name}.json', async () => {
    const http = themeHttp();
    renderArea('/clients/4/campaigns/7/theme/');
    const user = userEvent.setup();
    const primary = await screen.findByRole('textbox', { name: 'Primaire kleur' });
    const savePrimary = screen.getByRole('button', { name: 'Primaire kleur opslaan' });
    expect(savePrimary).toBeDisabled();
    await user.clear(primary);
    await user.type(primary, 'rood');
    expect(await screen.findByText('Incorrect formaat')).toBeInTheDocument();
    expect(savePrimary).toBeDisabled();
    await user.clear(primary);
    await user.type(primary, '#ff0000');
    await user.click(savePrimary);
    expect(await screen.findByText('Primaire kleur opgeslagen')).toBeInTheDocument();
    expect(http.calls('PUT', `${base}/settings/primary.json`)[0]?.body).toEqual({
      theme_setting: { value: '#ff0000', type: 'color' },
    });

    const title = screen.getByRole('textbox', { name: 'Titel startscherm' });
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Titel startscherm opslaan' }));
    await waitFor(() =>
      expect(http.calls('PUT', `${base}/settings/splash-title.json`)[0]?.body).toEqual({
        theme_setting: { value: 'Welkom!', type: 'text' },
      }),
    );
  });

  it('uploads an image, saves it as the setting and previews it', async () => {
    const http = themeHttp({
      'POST /api/upload/static': () => json(201, { value: '/api/upload/static/start-2.png' }),
    });
    renderArea('/clients/4/campaigns/7/theme/');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Achtergrond startscherm bestand'), png());
    expect(
      await screen.findByRole('img', { name: 'Voorbeeld Achtergrond startscherm' }),
    ).toHaveAttribute('src', '/api/upload/static/start-2.png');
    const upload = http.calls('POST', '/api/upload/static')[0]?.body;
    expect(upload).toBeInstanceOf(FormData);
    expect((upload as FormData).get('upload[upload]')).toBeInstanceOf(File);
    expect(http.calls('PUT', `${base}/settings/splash-background.json`)[0]?.body).toEqual({
      theme_setting: { value: '/api/upload/static/start-2.png', type: 'file' },
    });
  });

  it('alerts when an upload fails', async () => {
    themeHttp({
      'POST /api/upload/static': () =>
        json(400, { status: 'error', message: 'Dit bestand is geen afbeelding.' }, 'Bad Request'),
    });
    renderArea('/clients/4/campaigns/7/theme/');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Logo bestand'), png());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Uploaden mislukt');
    expect(dialog).toHaveTextContent('Dit bestand is geen afbeelding.');
  });

  it('is read-only for users who may not change campaigns', async () => {
    signIn(EMPLOYEE);
    themeHttp();
    renderArea('/clients/4/campaigns/7/theme/');
    expect(await screen.findByRole('textbox', { name: 'Primaire kleur' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /opslaan/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Logo bestand')).not.toBeInTheDocument();
  });
});
