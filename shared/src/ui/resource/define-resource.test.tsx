/**
 * The resource seam through its hooks, the network faked at the HTTP layer: the calls each hook
 * makes (paths filled from nested params, bodies wrapped by `toPayload`), answers parsed with the
 * schema, and what the cache holds and refreshes after a write.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { defineListContract } from '../../domain';
import { fakeHttp, json, signIn } from '../../testing';
import { listQueryKey } from '../list/use-infinite-list';
import { defineResource } from './define-resource';

const noteSchema = z.object({ id: z.number(), text: z.string() });
type Note = z.infer<typeof noteSchema>;

const noteList = defineListContract({
  resource: 'notes',
  path: 'books/{bookId}/notes',
  filters: { text: { kind: 'text' } },
  sorts: ['id'],
  defaultSort: { field: 'id', order: 'asc' },
  pageSize: 50,
});

const notes = defineResource({
  collection: 'books/{bookId}/notes',
  item: 'books/{bookId}/notes/{noteId}',
  schema: noteSchema,
  toPayload: (values: { text: string }) => ({ note: values }),
  list: noteList,
  invalidates: ['books'],
});

/** Settings keyed by two strings, updated with PATCH. */
const settings = defineResource({
  name: 'settings',
  collection: 'settings',
  item: 'settings/{type}/{key}',
  schema: z.object({ type: z.string(), key: z.string(), value: z.string() }),
  toPayload: (values: { value: string }) => ({ setting: values }),
  idParams: (setting) => ({ type: setting.type, key: setting.key }),
  updateMethod: 'PATCH',
});

let queryClient: QueryClient;
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  signIn();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

describe('defineResource', () => {
  it('names its keys after the list contract and fills nested paths', () => {
    expect(notes.name).toBe('notes');
    expect(notes.keys.all).toEqual(['notes']);
    expect(notes.keys.lists).toEqual(listQueryKey(noteList));
    expect(notes.path({ bookId: 4, noteId: 7 })).toBe('books/4/notes/7');
    expect(notes.keys.one({ bookId: 4, noteId: 7 })).toEqual(['notes', 'one', 'books/4/notes/7']);
    expect(settings.path({ type: 'notification', key: 'welkom mail' })).toBe(
      'settings/notification/welkom%20mail',
    );
  });

  it('refuses a name that differs from its list contract', () => {
    expect(() =>
      defineResource({
        name: 'other',
        collection: 'x',
        item: 'x/{id}',
        schema: noteSchema,
        list: noteList,
      }),
    ).toThrow(/named notes/);
  });

  it('reads one record, parsed, and waits while its params are null', async () => {
    const http = fakeHttp({ 'GET /api/books/4/notes/7': () => json(200, { id: 7, text: 'a' }) });
    const waiting = renderHook(() => notes.useOne(null), { wrapper });
    expect(waiting.result.current.fetchStatus).toBe('idle');
    const { result } = renderHook(() => notes.useOne({ bookId: 4, noteId: 7 }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ id: 7, text: 'a' }));
    expect(http.calls('GET', '/api/books/4/notes/7')).toHaveLength(1);
  });

  it('fails a read whose answer does not fit the schema', async () => {
    fakeHttp({ 'GET /api/books/4/notes/7': () => json(200, { id: 'seven' }) });
    const { result } = renderHook(() => notes.useOne({ bookId: 4, noteId: 7 }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
  });

  it('creates with POST to the collection, caches the answer under its own key, refreshes the rest', async () => {
    const http = fakeHttp({
      'POST /api/books/4/notes': () => json(201, { id: 9, text: 'nieuw' }),
    });
    queryClient.setQueryData([...notes.keys.lists, 'page'], 'stale list');
    queryClient.setQueryData(['books', 'one', 'books/4'], 'stale book');
    const { result } = renderHook(() => notes.useSave({ bookId: 4 }), { wrapper });
    let created: Note | undefined;
    await act(async () => {
      created = await result.current.mutateAsync({ text: 'nieuw' });
    });
    expect(created).toEqual({ id: 9, text: 'nieuw' });
    expect(http.calls('POST', '/api/books/4/notes')[0]?.body).toEqual({ note: { text: 'nieuw' } });
    expect(queryClient.getQueryData(notes.keys.one({ bookId: 4, noteId: 9 }))).toEqual(created);
    expect(queryClient.getQueryState([...notes.keys.lists, 'page'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['books', 'one', 'books/4'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(notes.keys.one({ bookId: 4, noteId: 9 }))?.isInvalidated).toBe(
      false,
    );
  });

  it('updates with PUT when the record is named, PATCH when configured', async () => {
    const http = fakeHttp({
      'PUT /api/books/4/notes/7': () => json(200, { id: 7, text: 'b' }),
      'PATCH /api/settings/notification/welkom': () =>
        json(200, { type: 'notification', key: 'welkom', value: 'Hallo' }),
    });
    const note = renderHook(() => notes.useSave({ bookId: 4, noteId: 7 }), { wrapper });
    await act(() => note.result.current.mutateAsync({ text: 'b' }));
    expect(http.calls('PUT', '/api/books/4/notes/7')[0]?.body).toEqual({ note: { text: 'b' } });

    const setting = renderHook(() => settings.useUpdate({ type: 'notification', key: 'welkom' }), {
      wrapper,
    });
    await act(() => setting.result.current.mutateAsync({ value: 'Hallo' }));
    expect(http.calls('PATCH', '/api/settings/notification/welkom')[0]?.body).toEqual({
      setting: { value: 'Hallo' },
    });
    expect(
      queryClient.getQueryData(settings.keys.one({ type: 'notification', key: 'welkom' })),
    ).toEqual({ type: 'notification', key: 'welkom', value: 'Hallo' });
  });

  it('deletes, forgets the record and refreshes its lists', async () => {
    const http = fakeHttp({
      'DELETE /api/books/4/notes/7': () => new Response(null, { status: 204 }),
    });
    const key = notes.keys.one({ bookId: 4, noteId: 7 });
    queryClient.setQueryData(key, { id: 7, text: 'a' });
    queryClient.setQueryData([...notes.keys.lists, 'page'], 'stale list');
    const { result } = renderHook(() => notes.useRemove({ bookId: 4, noteId: 7 }), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(http.calls('DELETE', '/api/books/4/notes/7')).toHaveLength(1);
    expect(queryClient.getQueryData(key)).toBeUndefined();
    expect(queryClient.getQueryState([...notes.keys.lists, 'page'])?.isInvalidated).toBe(true);
  });

  it('reads the first page of a nested collection', async () => {
    const http = fakeHttp({
      'GET /api/books/4/notes': () =>
        json(200, { results: [{ id: 1, text: 'a' }], count: 1, next_cursor: null }),
    });
    const { result } = renderHook(() => notes.useList({ bookId: 4 }, { limit: 5 }), { wrapper });
    await waitFor(() => expect(result.current.data?.results).toEqual([{ id: 1, text: 'a' }]));
    expect(http.calls('GET', '/api/books/4/notes')[0]?.url.search).toBe('?limit=5');
  });

  it('declares custom reads under the resource key', async () => {
    const http = fakeHttp({
      'GET /api/books/4/notes': () =>
        json(200, { results: [{ id: 3, text: 'laatste' }], count: 8, next_cursor: 'x' }),
    });
    const latest = notes.read({
      name: 'latest',
      path: 'books/{bookId}/notes',
      query: () => ({ limit: 1, sort: 'id', order: 'desc' }),
      schema: z.object({ results: z.array(noteSchema) }),
      select: (page) => page.results[0] ?? null,
    });
    const { result } = renderHook(() => latest.useRead({ bookId: 4 }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ id: 3, text: 'laatste' }));
    expect(http.calls('GET', '/api/books/4/notes')[0]?.url.search).toBe(
      '?limit=1&sort=id&order=desc',
    );
    expect(latest.key({ bookId: 4 })[0]).toBe('notes');
  });

  it('declares actions (a PATCH with a wrapped body) that refresh the resource', async () => {
    const http = fakeHttp({
      'PATCH /api/books/4/notes/7/archive': () => json(200, { id: 7, text: 'a' }),
    });
    const archive = notes.action({
      method: 'PATCH',
      path: 'books/{bookId}/notes/{noteId}/archive',
      body: (reason: string) => ({ archive: { reason } }),
      schema: noteSchema,
    });
    queryClient.setQueryData(notes.keys.one({ bookId: 4, noteId: 7 }), { id: 7, text: 'a' });
    const { result } = renderHook(() => archive.useAction({ bookId: 4, noteId: 7 }), { wrapper });
    await act(() => result.current.mutateAsync('klaar'));
    expect(http.calls('PATCH', '/api/books/4/notes/7/archive')[0]?.body).toEqual({
      archive: { reason: 'klaar' },
    });
    expect(queryClient.getQueryState(notes.keys.one({ bookId: 4, noteId: 7 }))?.isInvalidated).toBe(
      true,
    );
  });
});
