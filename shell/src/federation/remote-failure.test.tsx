import { useSession } from '@veldwerk/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeHttp } from '../test/fake-http';
import { users } from '../test/fixtures';
import { renderApp, signIn } from '../test/render-app';
import { readRemoteFailure } from './remote-failure';
import { resetRemoteRegistryForTests } from './remote-registry';
import { forgetLoadedRemotesForTests } from './remote-slot';
import { loadRemote, registerRemotes } from './runtime';
import remoteFailurePlugin from './runtime-plugin';

// The federation runtime is the boundary: this fake behaves like it for reachable and
// unreachable remotes, including asking the shell's runtime plugin what to do on a failure.
vi.mock('./runtime', () => ({
  loadRemote: vi.fn(),
  preloadRemote: vi.fn(() => Promise.resolve()),
  registerRemotes: vi.fn(),
}));

const plugin = remoteFailurePlugin();
const down = new Set<string>();
const crashing = new Set<string>();

function areaModule(title: string) {
  return {
    default: function Area() {
      return <h2>{title}</h2>;
    },
  };
}

function Crashing(): never {
  throw new Error('remote bug');
}

async function fakeLoadRemote(id: string): Promise<unknown> {
  const remote = id.split('/')[0] ?? '';
  if (down.has(remote)) {
    const error = new Error(`[ Federation Runtime ]: fetch of ${remote} manifest failed`);
    // What the runtime does after a failed load: ask errorLoadRemote at the 'onLoad' stage.
    const answer = await plugin.errorLoadRemote?.({
      id,
      error,
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {} as never,
    });
    if (answer === undefined) throw error;
    return answer;
  }
  if (crashing.has(remote)) return { default: Crashing };
  const titles: Record<string, string> = {
    mf_campaigns: 'Klanten-remote',
    mf_settings: 'Instellingen-remote',
  };
  if (titles[remote]) return areaModule(titles[remote]);
  return new Promise(() => undefined);
}

beforeEach(() => {
  vi.clearAllMocks();
  down.clear();
  crashing.clear();
  useSession.getState().logout();
  resetRemoteRegistryForTests();
  forgetLoadedRemotesForTests();
  vi.mocked(loadRemote).mockImplementation(fakeLoadRemote);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  fakeHttp();
});

describe('the runtime plugin', () => {
  it('answers a failed load with a failure module, and leaves earlier stages alone', async () => {
    const error = new Error('x');
    const base = { id: 'mf_x/routes', error, from: 'runtime' as const, origin: {} as never };
    expect(await plugin.errorLoadRemote?.({ ...base, lifecycle: 'afterResolve' })).toBeUndefined();
    const answer = await plugin.errorLoadRemote?.({ ...base, lifecycle: 'onLoad' });
    expect(readRemoteFailure(answer)).toEqual({ id: 'mf_x/routes', error });
  });
});

describe('an area whose remote cannot load', () => {
  it('shows a Dutch error with "Opnieuw proberen" while the navbar and other areas work', async () => {
    down.add('mf_campaigns');
    signIn(users.superAdministration);
    renderApp('/clients/');

    expect(await screen.findByText('Dit onderdeel kan nu niet worden geladen')).toBeInTheDocument();
    expect(screen.getByText(/Klanten is tijdelijk niet beschikbaar/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();

    // Another area from another remote still opens through the navbar.
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    await userEvent.click(within(nav).getByRole('button', { name: /Beheer/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Instellingen' }));
    expect(await screen.findByRole('heading', { name: 'Instellingen-remote' })).toBeInTheDocument();
    expect(screen.queryByText('Dit onderdeel kan nu niet worden geladen')).not.toBeInTheDocument();
  });

  it('loads the area on "Opnieuw proberen" once the remote is back, re-registering it fresh', async () => {
    down.add('mf_campaigns');
    signIn(users.superAdministration);
    renderApp('/clients/');
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });

    // Still down: the retry asks again and fails again, without leaving the page.
    await userEvent.click(retry);
    await waitFor(() => expect(registerRemotes).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();

    down.delete('mf_campaigns');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Klanten-remote' })).toBeInTheDocument();

    // First the whole list from /remotes.json, then each retry re-registers with force.
    expect(vi.mocked(registerRemotes).mock.calls[0]?.[0]).toHaveLength(6);
    const [remotes, options] = vi.mocked(registerRemotes).mock.lastCall ?? [];
    expect(options).toEqual({ force: true });
    expect(remotes).toHaveLength(1);
    const remote = remotes?.[0];
    expect(remote?.name).toBe('mf_campaigns');
    expect(remote && 'entry' in remote ? remote.entry : '').toMatch(
      /^http:\/\/[^/]+\/remotes\/mf-campaigns\/mf-manifest\.json$/,
    );
    const campaignLoads = vi
      .mocked(loadRemote)
      .mock.calls.filter(([id]) => id === 'mf_campaigns/routes');
    expect(campaignLoads).toHaveLength(3);
  });

  it('contains a remote that throws while rendering', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    crashing.add('mf_settings');
    signIn(users.superAdministration);
    renderApp('/settings/');
    expect(await screen.findByText('Er ging iets mis in dit onderdeel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();

    crashing.delete('mf_settings');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Instellingen-remote' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('keeps the shell working when the softphone widget cannot load', async () => {
    down.add('mf_softphone');
    signIn(users.manager);
    renderApp('/profile/');
    expect(await screen.findByRole('button', { name: /Uitloggen/ })).toBeInTheDocument();
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_softphone/widget'));
    expect(screen.queryByText('Dit onderdeel kan nu niet worden geladen')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Telefoon/ })).not.toBeInTheDocument();
  });
});
