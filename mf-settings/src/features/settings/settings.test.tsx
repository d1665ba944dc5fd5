import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { fakeHttp, json } from '@veldwerk/shared/testing';
import { renderArea, signIn } from '../../test/render-area';

const sms = { type: 'notification', key: 'mg_confirmation', value: 'Hoi {{ employee.firstname }}' };
const mail = {
  type: 'notification',
  key: 'welcome_mail',
  value: 'Welkom {{ employee.firstname }}',
};

beforeEach(() => signIn());

describe('settings list', () => {
  it('shows type, key and the value truncated to 97 characters plus dots', async () => {
    fakeHttp({
      'GET /api/settings': () =>
        json(200, {
          results: [{ ...sms, value: 'x'.repeat(120) }, mail],
          count: 2,
          next_cursor: null,
        }),
      'GET /api/preferences/settings': () => json(200, { columns: [] }),
    });
    renderArea('/settings/');
    expect(await screen.findByText(`${'x'.repeat(97)}...`)).toBeInTheDocument();
    expect(screen.getByText('welcome_mail')).toBeInTheDocument();
    expect(screen.getAllByText('Notificatie').length).toBeGreaterThan(0);
  });
});

describe('settings preview', () => {
  it('shows an sms template as a bubble with its characters and segments', async () => {
    const http = fakeHttp({
      'GET /api/settings/notification/mg_confirmation': () => json(200, sms),
      'POST /api/settings/render-example': () => json(200, { result: 'Hoi Sanne' }),
    });
    renderArea('/settings/notification/mg_confirmation/');
    expect(await screen.findByText('Hoi Sanne')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Sms' })).toBeInTheDocument();
    expect(screen.getByText('9 tekens · 1 sms (GSM-7)')).toBeInTheDocument();
    expect(http.requests.find((r) => r.method === 'POST')?.body).toEqual({
      render_setting: { type: 'notification', template: 'Hoi {{ employee.firstname }}' },
    });
    expect(screen.getByRole('link', { name: /Wijzigen/ })).toHaveAttribute(
      'href',
      '/settings/notification/mg_confirmation/update/',
    );
  });

  it('shows a mail template as a message with its subject', async () => {
    fakeHttp({
      'GET /api/settings/notification/welcome_mail': () => json(200, mail),
      'POST /api/settings/render-example': () => json(200, { result: 'Welkom Sanne' }),
    });
    renderArea('/settings/notification/welcome_mail/');
    expect(await screen.findByText('Welkom Sanne')).toBeInTheDocument();
    expect(screen.getByText('Onderwerp: Welkomstmail')).toBeInTheDocument();
  });
});

describe('settings editor', () => {
  it('previews as the text changes and shows a syntax error in Dutch with its line', async () => {
    fakeHttp({
      'GET /api/settings/notification/mg_confirmation': () => json(200, sms),
      'POST /api/settings/render-example': (request) => {
        const template = (request.body as { render_setting: { template: string } }).render_setting
          .template;
        return template.includes('{% if')
          ? json(400, {
              status: 'error',
              message: 'Het formulier bevat fouten.',
              errors: {
                errors: [],
                children: {
                  template: {
                    errors: ['Fout in het sjabloon op regel 1: "{% if x %}" wordt niet afgesloten'],
                  },
                },
              },
            })
          : json(200, { result: template.replace('{{ employee.firstname }}', 'Sanne') });
      },
    });
    renderArea('/settings/notification/mg_confirmation/update/');
    const user = userEvent.setup();
    const value = await screen.findByRole('textbox', { name: 'Waarde' });
    expect(await screen.findByText('Hoi Sanne')).toBeInTheDocument();
    expect(screen.getByText('{{ employee.firstname }}')).toBeInTheDocument();
    await user.type(value, ' en welkom');
    expect(await screen.findByText('Hoi Sanne en welkom')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '{{% if x %}');
    await waitFor(() =>
      expect(
        screen.getByText('Fout in het sjabloon op regel 1: "{% if x %}" wordt niet afgesloten'),
      ).toBeInTheDocument(),
    );
  });
});
