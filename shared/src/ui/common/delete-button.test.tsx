import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeHttp, json } from '../../testing';
import { EMPLOYEE, renderKit, signIn } from '../test/render';
import { DeleteButton } from './delete-button';
import { KitModal } from './kit-modal';

beforeEach(() => signIn());

async function confirmDelete() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Weet u zeker dat u klant WNF wilt verwijderen?');
  const buttons = screen.getAllByRole('button', { name: 'Verwijderen' });
  const ok = buttons.at(-1);
  if (ok === undefined) throw new Error('no confirm button');
  await user.click(ok);
}

describe('delete button', () => {
  it('deletes after confirmation', async () => {
    const http = fakeHttp({ 'DELETE /api/clients/4': () => new Response(null, { status: 204 }) });
    const onDeleted = vi.fn();
    renderKit(<DeleteButton path="clients/4" subject="klant WNF" onDeleted={onDeleted} />);
    await confirmDelete();
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(http.calls('DELETE', '/api/clients/4')).toHaveLength(1);
    // Like a save, a delete says it happened.
    expect(await screen.findByText('Klant WNF is verwijderd')).toBeInTheDocument();
  });

  it("alerts the server's body when the delete fails", async () => {
    fakeHttp({
      'DELETE /api/clients/4': () =>
        json(409, { status: 'error', message: 'Klant heeft nog campagnes.' }, 'Conflict'),
    });
    const onDeleted = vi.fn();
    renderKit(<DeleteButton path="clients/4" subject="klant WNF" onDeleted={onDeleted} />);
    await confirmDelete();
    expect(await screen.findByText('Klant heeft nog campagnes.')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('alerts "Kan niet verwijderen" when the failure has no body', async () => {
    fakeHttp({ 'DELETE /api/clients/4': () => new Response('', { status: 500 }) });
    renderKit(<DeleteButton path="clients/4" subject="klant WNF" onDeleted={() => undefined} />);
    await confirmDelete();
    expect(await screen.findByText('Kan niet verwijderen')).toBeInTheDocument();
  });

  it('is not there for users who may not delete', () => {
    signIn(EMPLOYEE);
    renderKit(<DeleteButton path="clients/4" subject="klant WNF" onDeleted={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).not.toBeInTheDocument();
  });
});

describe('kit modal', () => {
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <KitModal title="Klant wijzigen" open={open} onClose={() => setOpen(false)}>
        inhoud
      </KitModal>
    );
  }

  it('has a title and closes with its close button', async () => {
    renderKit(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Klant wijzigen' });
    expect(dialog).toHaveTextContent('inhoud');
    await userEvent
      .setup()
      .click(screen.getAllByRole('button', { name: 'Sluiten' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByText('inhoud')).not.toBeInTheDocument());
  });
});
