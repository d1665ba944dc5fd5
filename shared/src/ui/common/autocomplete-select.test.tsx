import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { AutocompleteItem } from '../../domain';
import { deferred, fakeHttp, json } from '../../testing';
import { renderKit, signIn } from '../test/render';
import { AutocompleteSelect } from './autocomplete-select';

function Harness({ onPick }: { onPick: (value: unknown, item: AutocompleteItem | null) => void }) {
  const [value, setValue] = useState<number | string | null>(null);
  return (
    <AutocompleteSelect
      aria-label="Campagne"
      resource="campaigns"
      query={{ client: 4 }}
      value={value}
      onChange={(next, item) => {
        setValue(next);
        onPick(next, item);
      }}
    />
  );
}

beforeEach(() => signIn());

describe('autocomplete select', () => {
  it('asks from 2 characters on and shows typing, searching and result states', async () => {
    const answer = deferred<Response>();
    const http = fakeHttp({ 'GET /api/autocomplete/campaigns.json': () => answer.promise });
    const onPick = vi.fn();
    renderKit(<Harness onPick={onPick} />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Campagne' });
    await user.click(input);
    expect(await screen.findByRole('listbox')).toHaveTextContent('Typ om te zoeken');
    await user.type(input, 'z');
    await new Promise((done) => setTimeout(done, 400));
    expect(screen.getByRole('listbox')).toHaveTextContent('Typ om te zoeken');
    expect(http.requests).toHaveLength(0);

    await user.type(input, 'o');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveTextContent('Zoeken...'));
    await waitFor(() => expect(http.requests).toHaveLength(1));
    expect(Object.fromEntries(http.requests[0]?.url.searchParams ?? [])).toEqual({
      q: 'zo',
      client: '4',
    });
    await act(async () => {
      answer.resolve(json(200, [{ id: 7, label: 'Zomeractie', client_id: 4, client_name: 'WNF' }]));
      await answer.promise;
    });
    await user.click(await screen.findByTitle('Zomeractie'));
    expect(onPick).toHaveBeenCalledWith(7, expect.objectContaining({ id: 7, client_name: 'WNF' }));
  });

  it('says "Geen resultaten" for no match and for a failed call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeHttp({
      'GET /api/autocomplete/campaigns.json': (request) =>
        request.url.searchParams.get('q') === 'xy'
          ? json(200, [])
          : json(500, { message: 'kapot' }, 'Internal Server Error'),
    });
    renderKit(<Harness onPick={() => undefined} />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Campagne' });
    await user.click(input);
    await user.type(input, 'xy');
    expect(await screen.findByText('Geen resultaten')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'kapot');
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(await screen.findByText('Geen resultaten')).toBeInTheDocument();
  });
});
