import { useSession } from '@veldwerk/shared/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeHttp } from '../test/fake-http';
import { users } from '../test/fixtures';
import { renderApp, signIn } from '../test/render-app';

vi.mock('../federation/runtime', () => ({
  loadRemote: vi.fn(() => new Promise(() => undefined)),
  preloadRemote: vi.fn(() => Promise.resolve()),
  registerRemotes: vi.fn(),
}));

beforeEach(() => {
  useSession.getState().logout();
  signIn(users.manager);
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
