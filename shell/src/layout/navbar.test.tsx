import { useSession } from '@veldwerk/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadRemote } from '../federation/runtime';
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

describe('orientation and keyboard (issue 9)', () => {
  it('offers a skip link, titles the document after the page h1 and moves focus there', async () => {
    signIn(users.superAdministration);
    renderApp('/profile/');
    expect(screen.getByRole('link', { name: 'Naar de inhoud' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sanne Superadministratie — Veldwerk'));

    const nav = mainNav();
    // Beheer opens from the keyboard (ArrowDown) with focus inside the menu.
    within(nav)
      .getByRole('button', { name: /Beheer/ })
      .focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Klanten' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/clients/');
    // While in a Beheer page, Beheer is highlighted as the current section.
    expect(within(nav).getByRole('button', { name: /Beheer/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('focuses the new page heading after a navigation instead of leaving it on the link', async () => {
    signIn(users.manager);
    renderApp('/profile/');
    await screen.findByRole('heading', { level: 1, name: /Mila Manager/ });
    await userEvent.click(screen.getByRole('link', { name: /Probleem melden/ }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Probleem melden' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('Probleem melden — Veldwerk'));
  });

  it('mounts the softphone widget for a user who may call (voice token access)', async () => {
    signIn(users.manager);
    renderApp('/profile/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_softphone/widget'));
  });

  it('gives a phone a "Menu" button that opens the same entries in a drawer', async () => {
    signIn(users.superAdministration);
    renderApp('/profile/');
    // jsdom knows no media queries: the button is hidden by the desktop rule here (e2e: 390 px).
    await userEvent.click(screen.getByLabelText('Menu', { selector: 'button' }));
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).getByRole('link', { name: 'Klanten' })).toHaveAttribute('href', '/clients/');
    await userEvent.click(within(nav).getByRole('link', { name: 'Klanten' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/clients/');
  });
});
