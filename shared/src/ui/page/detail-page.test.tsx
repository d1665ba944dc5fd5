/** The detail-page sequence: ids from the URL, loading, 404, failure, content, delete. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { deferred, fakeHttp, json } from '../../testing';
import { defineResource } from '../resource/define-resource';
import { EMPLOYEE, currentLocation, renderKit, signIn } from '../test/render';
import { DetailPage } from './detail-page';
import { parseIdParams } from './id-params';

// A real path of the access table, so the delete button's access check has a rule to read.
const things = defineResource({
  name: 'clients',
  collection: 'clients',
  item: 'clients/{thingId}',
  schema: z.object({ id: z.number(), name: z.string() }),
});

function ThingPage() {
  return (
    <DetailPage
      resource={things}
      ids={{ thingId: 'number' }}
      label="Ding"
      deleteSubject={(thing) => `ding ${thing.name}`}
      afterDelete={() => '/things/'}
    >
      {(thing, { params, deleteButton }) => (
        <>
          <h2>{thing.name}</h2>
          <p>nummer {params.thingId}</p>
          {deleteButton}
        </>
      )}
    </DetailPage>
  );
}

const render = (url: string) => renderKit(<ThingPage />, { url, pattern: '/things/:thingId/' });

beforeEach(() => signIn());

describe('DetailPage', () => {
  it('shows "<label> laden..." and then the record', async () => {
    const answer = deferred<Response>();
    fakeHttp({ 'GET /api/clients/4': () => answer.promise });
    render('/things/4/');
    expect(screen.getByText('Ding laden...')).toBeInTheDocument();
    answer.resolve(json(200, { id: 4, name: 'Lamp' }));
    expect(await screen.findByRole('heading', { name: 'Lamp' })).toBeInTheDocument();
    expect(screen.getByText('nummer 4')).toBeInTheDocument();
  });

  it('answers an id that is not one with "Pagina niet gevonden", without a call', () => {
    const http = fakeHttp({});
    render('/things/abc/');
    expect(screen.getByText('Pagina niet gevonden')).toBeInTheDocument();
    expect(http.requests).toHaveLength(0);
  });

  it('answers a record the api does not have with "Pagina niet gevonden"', async () => {
    fakeHttp({ 'GET /api/clients/4': () => json(404, { message: 'Niet gevonden' }) });
    render('/things/4/');
    expect(await screen.findByText('Pagina niet gevonden')).toBeInTheDocument();
  });

  it('shows any other failure with the server text', async () => {
    fakeHttp({ 'GET /api/clients/4': () => json(500, { message: 'Kapot' }, 'Internal') });
    render('/things/4/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kan de gegevens niet laden');
    expect(alert).toHaveTextContent('Kapot (500)');
  });

  it('deletes after confirmation and goes to afterDelete', async () => {
    const http = fakeHttp({
      'GET /api/clients/4': () => json(200, { id: 4, name: 'Lamp' }),
      'DELETE /api/clients/4': () => new Response(null, { status: 204 }),
    });
    render('/things/4/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Verwijderen/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Weet u zeker dat u ding Lamp wilt verwijderen?');
    await user.click(within(dialog).getByRole('button', { name: /Verwijderen/ }));
    await waitFor(() => expect(currentLocation()).toBe('/things/'));
    expect(http.calls('DELETE', '/api/clients/4')).toHaveLength(1);
  });

  it('gives no delete button to who may not delete', async () => {
    signIn(EMPLOYEE);
    fakeHttp({ 'GET /api/clients/4': () => json(200, { id: 4, name: 'Lamp' }) });
    render('/things/4/');
    expect(await screen.findByRole('heading', { name: 'Lamp' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Verwijderen/ })).not.toBeInTheDocument();
  });
});

describe('parseIdParams', () => {
  it('reads positive integers and uuids, and nothing else', () => {
    const uuid = '0B6A0E52-6C3E-4A8F-9F1E-2D7B1C9E4F10';
    expect(parseIdParams({ a: 'number', b: 'uuid' }, { a: '12', b: uuid })).toEqual({
      a: 12,
      b: uuid.toLowerCase(),
    });
    expect(parseIdParams({ a: 'number' }, { a: '0' })).toBeNull();
    expect(parseIdParams({ a: 'number' }, { a: '1e3' })).toBeNull();
    expect(parseIdParams({ a: 'number' }, {})).toBeNull();
    expect(parseIdParams({ b: 'uuid' }, { b: '12' })).toBeNull();
  });
});
