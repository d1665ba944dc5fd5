import { useSession } from '@veldwerk/shared/client';
import { screen, within } from '@testing-library/react';
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
  fakeHttp();
});

function mainNav() {
  return screen.getByRole('navigation', { name: 'Hoofdmenu' });
}

describe('navbar (spec §2)', () => {
  it('shows a manager Medewerkers and Sollicitanten but no Beheer', async () => {
    signIn(users.manager);
    renderApp('/profile/');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Medewerkers' })).toHaveAttribute(
      'href',
      '/employees/',
    );
    expect(within(nav).getByRole('link', { name: 'Sollicitanten' })).toHaveAttribute(
      'href',
      '/applicants/',
    );
    expect(within(nav).getByRole('link', { name: 'Donateurs' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: /Beheer/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Klanten' })).not.toBeInTheDocument();
    // The profile link carries the full name; the version label is shown.
    expect(await screen.findByRole('link', { name: /Mila Manager/ })).toHaveAttribute(
      'href',
      '/profile/',
    );
    expect(screen.getByText(/versie 0\.0\.0-test/)).toBeInTheDocument();
  });

  it('gives super administration a Beheer dropdown with Klanten and Instellingen', async () => {
    signIn(users.superAdministration);
    renderApp('/profile/');
    const nav = mainNav();
    // Entries follow the access table: super administration may not list employees.
    expect(within(nav).queryByRole('link', { name: 'Medewerkers' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: /Beheer/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Klanten' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Instellingen' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Export layouts' })).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Klanten' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/clients/');
  });

  it('hides Beheer from an admin-less employee and shows only what they may open', () => {
    signIn(users.employee);
    renderApp('/profile/');
    const nav = mainNav();
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(within(nav).queryByRole('button', { name: /Beheer/ })).not.toBeInTheDocument();
  });

  it('shows a lock icon and no navigation when logged out', () => {
    renderApp('/');
    expect(screen.getByRole('img', { name: 'Niet ingelogd' })).toBeInTheDocument();
    expect(within(mainNav()).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /Mila/ })).not.toBeInTheDocument();
  });
});
