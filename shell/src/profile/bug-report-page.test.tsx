import { useSession } from '@veldwerk/shared/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeHttp, json } from '../test/fake-http';
import { users } from '../test/fixtures';
import { renderApp, signIn } from '../test/render-app';

vi.mock('../federation/runtime', () => ({
  loadRemote: vi.fn(() => new Promise(() => undefined)),
  preloadRemote: vi.fn(() => Promise.resolve()),
  registerRemotes: vi.fn(),
}));

// The route loads the page lazily (it pulls in the domain schemas); load it once up front so
// each test's first query does not race the import on a busy machine.
beforeAll(async () => {
  await import('./bug-report-page');
});

beforeEach(() => {
  useSession.getState().logout();
  signIn(users.manager);
});

function submitButton() {
  return screen.getByRole('button', { name: 'Versturen' });
}

describe('bug report (/profile/bug-report/)', () => {
  it('keeps submit disabled until the text is touched and at least 3 characters', async () => {
    fakeHttp();
    renderApp('/profile/bug-report/');
    const text = await screen.findByRole('textbox', { name: 'Omschrijving' });
    expect(submitButton()).toBeDisabled();
    expect(screen.queryByText('Minimaal 3 karakters')).not.toBeInTheDocument();

    await userEvent.type(text, 'ab');
    expect(screen.getByText('Minimaal 3 karakters')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await userEvent.type(text, 'c');
    // antd animates the old message out.
    await waitFor(() => expect(screen.queryByText('Minimaal 3 karakters')).not.toBeInTheDocument());
    expect(submitButton()).toBeEnabled();

    await userEvent.clear(text);
    expect(screen.getByText('Vereist veld')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('does not count surrounding spaces', async () => {
    fakeHttp();
    renderApp('/profile/bug-report/');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Omschrijving' }), '  a  ');
    expect(screen.getByText('Minimaal 3 karakters')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('posts notify.json {text} with the session token and confirms in Dutch', async () => {
    const http = fakeHttp({ 'POST /api/notify.json': () => json(200, { status: 'ok' }) });
    renderApp('/profile/bug-report/');
    const text = await screen.findByRole('textbox', { name: 'Omschrijving' });
    await userEvent.type(text, 'Export knop doet niets');
    await userEvent.click(submitButton());

    expect(await screen.findByText('Bedankt! Uw melding is verzonden.')).toBeInTheDocument();
    const sent = http.requests.find((request) => request.path === '/api/notify.json');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ text: 'Export knop doet niets' });
    expect(sent?.headers['authorization-token']).toBe(users.manager.token);
    expect(text).toHaveValue('');
  });

  it("shows the server's field error under the text", async () => {
    fakeHttp({
      'POST /api/notify.json': () =>
        json(400, {
          status: 'error',
          message: 'x',
          errors: { errors: [], children: { text: { errors: ['Minimaal 3 karakters'] } } },
        }),
    });
    renderApp('/profile/bug-report/');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Omschrijving' }), 'abc');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Minimaal 3 karakters')).toBeInTheDocument();
  });
});

describe('profile (/profile/)', () => {
  it('offers "Probleem melden" as one link that opens the bug report in the app', async () => {
    fakeHttp();
    renderApp('/profile/');
    const link = await screen.findByRole('link', { name: /Probleem melden/ });
    expect(link).toHaveAttribute('href', '/profile/bug-report/');
    expect(screen.queryByRole('button', { name: /Probleem melden/ })).not.toBeInTheDocument();

    await userEvent.click(link);
    expect(await screen.findByRole('textbox', { name: 'Omschrijving' })).toBeInTheDocument();
  });
});
