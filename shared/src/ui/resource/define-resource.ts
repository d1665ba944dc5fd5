/**
 * The resource seam: a resource's client hooks declared once from its shared schemas and api
 * paths (react-admin's data provider, in TanStack Query terms). A remote's feature writes
 *
 *   export const clients = defineResource({
 *     collection: API_PATHS.clients,        // POST (create); GET with `list`
 *     item: API_PATHS.client,               // GET, PUT, DELETE — `clients/{clientId}`
 *     schema: clientSchema,                 // every answer is parsed with it
 *     toPayload: clientToPayload,           // form values → body wrapped under `client`
 *     list: clientListContract,             // the list kit's contract; `name` comes from it
 *   });
 *
 * and gets `useOne`, `useCreate`, `useUpdate`, `useSave`, `useRemove`, `useList`, the query
 * keys and the invalidation after a write; `read(…)` and `action(…)` add the resource's other
 * calls (a custom query, a PATCH transition) under the same keys. See `README.md` beside this.
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { z } from 'zod';

import { api, apiRequest, fetchList, type QueryParams } from '../../client';
import { fillPath, type ListContract, type ListPage } from '../../domain';
import { useCan } from '../access/use-can';
import { listQueryKey } from '../list/use-infinite-list';

/** A path parameter's value: a serial id, a uuid, a settings key. */
export type PathValue = string | number;

type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The parameters of an api path template: `PathParams<'clients/{clientId}'>` = `{clientId}`. */
export type PathParams<T extends string> = { readonly [K in Placeholders<T>]: PathValue };

/** Writes go to the collection (POST) or the record (PUT/PATCH/DELETE). */
export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ResourceConfig<
  Item extends string,
  Collection extends string,
  Row,
  Values,
  F extends string,
  S extends string,
> {
  /**
   * The query-key root of everything this resource caches (`clients`). Defaults to the list
   * contract's `resource`; a resource with a list must use that name (its lists are cached under
   * `[name, 'list']`, see `listQueryKey`).
   */
  name?: string;
  /** One record's path: GET, update, DELETE (`clients/{clientId}/campaigns/{campaignId}`). */
  item: Item;
  /** The collection's path: POST creates; GET lists (`clients/{clientId}/campaigns`). */
  collection: Collection;
  /** The record as the api answers it: reads and write answers are parsed with it. */
  schema: z.ZodType<Row>;
  /** Form values → request body, wrapped under the resource name (`clientToPayload`). */
  toPayload?: (values: Values) => unknown;
  /** The list contract of `GET collection` (list kit, `useList`). */
  list?: ListContract<F, S>;
  /**
   * The record's own path parameters, to cache a created record under its key. Default: the one
   * parameter of `item` that `collection` lacks, from `row.id`. Give it for other keys
   * (`settings/{type}/{key}` → `(row) => ({type: row.type, key: row.key})`).
   */
  idParams?: (row: Row) => Readonly<Record<string, PathValue>>;
  /** How an update is sent (default PUT). */
  updateMethod?: 'PUT' | 'PATCH';
  /** Other resources' roots whose cached data a write of this one changes. */
  invalidates?: readonly string[];
}

export interface ReadConfig<Path extends string, Args, Answer, Out> {
  /** Names the read in its query key (`last-shift`). */
  name: string;
  path: Path;
  /** The query string from the hook's arguments (`{limit: 1, employee: args.employee}`). */
  query?: (args: Args) => QueryParams;
  /** The answer as the api documents it. */
  schema: z.ZodType<Answer>;
  /** What the hook returns from the parsed answer (default: the answer). */
  select?: (answer: Answer) => Out;
}

export interface ActionConfig<Path extends string, Input, Answer> {
  method: WriteMethod;
  path: Path;
  /** The request body from the mutation's input (wrapped under its resource name). */
  body?: (input: Input) => unknown;
  /** The answer as the api documents it (none: the answer is ignored). */
  schema?: z.ZodType<Answer>;
}

type Args<Path extends string, Extra> = PathParams<Path> & Extra;

export interface Read<Path extends string, A, Out> {
  key: (args: A) => QueryKey;
  useRead: (args: A | null) => UseQueryResult<Out>;
  /** The call itself, outside React (a loader, a test). */
  fetch: (args: A, signal?: AbortSignal) => Promise<Out>;
  path: Path;
}

export interface Action<Path extends string, Input, Answer> {
  useAction: (params: PathParams<Path>) => UseMutationResult<Answer, Error, Input>;
  path: Path;
}

export interface Resource<
  Item extends string,
  Collection extends string,
  Row,
  Values,
  F extends string,
  S extends string,
> {
  readonly name: string;
  readonly list: ListContract<F, S> | undefined;
  readonly keys: {
    /** Everything the resource caches. */
    all: QueryKey;
    /** Its lists (the list kit's and `useList`'s). */
    lists: QueryKey;
    one: (params: PathParams<Item>) => QueryKey;
  };
  /** The filled record path (`clients/4`): for `useCan` and the delete button. */
  path: (params: PathParams<Item>) => string;
  collectionPath: (params: PathParams<Collection>) => string;
  /** One record; `null` params wait (a parent not chosen yet). */
  useOne: (params: PathParams<Item> | null) => UseQueryResult<Row>;
  /** The first page of the collection, for small nested lists (the list kit pages the rest). */
  useList: (
    params: PathParams<Collection> | null,
    query?: QueryParams,
  ) => UseQueryResult<ListPage<Row>>;
  useCreate: (params: PathParams<Collection>) => UseMutationResult<Row, Error, Values>;
  useUpdate: (params: PathParams<Item>) => UseMutationResult<Row, Error, Values>;
  /** Create when the record's own parameters are missing (a new form), update otherwise. */
  useSave: (
    params: PathParams<Collection> & Partial<PathParams<Item>>,
  ) => UseMutationResult<Row, Error, Values>;
  useRemove: (params: PathParams<Item>) => UseMutationResult<void, Error, void>;
  /**
   * Whether the user may make the write `useSave(params)` makes (POST the collection, or PUT /
   * PATCH the record), from the access table: a form is read-only, a create page "Geen
   * toegang", before the user types.
   */
  useMaySave: (params: PathParams<Collection> & Partial<PathParams<Item>>) => boolean;
  /** After a write made elsewhere: refresh everything the resource caches. */
  invalidate: (queryClient: QueryClient) => Promise<void>;
  read: <const Path extends string, Extra = object, Answer = unknown, Out = Answer>(
    config: ReadConfig<Path, Args<Path, Extra>, Answer, Out>,
  ) => Read<Path, Args<Path, Extra>, Out>;
  action: <const Path extends string, Input = void, Answer = void>(
    config: ActionConfig<Path, Input, Answer>,
  ) => Action<Path, Input, Answer>;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

function hasAll(params: Readonly<Record<string, unknown>>, names: readonly string[]): boolean {
  return names.every((name) => params[name] !== undefined && params[name] !== '');
}

export function defineResource<
  const Item extends string,
  const Collection extends string,
  Row,
  Values = never,
  F extends string = never,
  S extends string = never,
>(
  config: ResourceConfig<Item, Collection, Row, Values, F, S>,
): Resource<Item, Collection, Row, Values, F, S> {
  const { item, collection, schema, list } = config;
  const name = config.name ?? list?.resource;
  if (name === undefined) throw new Error(`Resource ${item}: give a name or a list contract`);
  if (list !== undefined && list.resource !== name) {
    throw new Error(`Resource ${name}: its list contract is named ${list.resource}`);
  }
  const collectionNames = placeholders(collection);
  const idNames = placeholders(item).filter((param) => !collectionNames.includes(param));

  const all: QueryKey = [name];
  const lists: QueryKey = listQueryKey({ resource: name });
  const path = (params: PathParams<Item>) => fillPath(item, params);
  const collectionPath = (params: PathParams<Collection>) => fillPath(collection, params);
  const oneKey = (params: PathParams<Item>): QueryKey => [name, 'one', path(params)];
  const parse = (answer: unknown) => schema.parse(answer);

  /** A record's full path parameters: the collection's plus its own (from its id). */
  function recordParams(
    base: Readonly<Record<string, PathValue>>,
    row: Row,
  ): PathParams<Item> | undefined {
    let own: Readonly<Record<string, PathValue>> | undefined = config.idParams?.(row);
    if (own === undefined && idNames.length === 1) {
      const id = (row as { id?: unknown }).id;
      if (typeof id === 'number' || typeof id === 'string') own = { [idNames[0] ?? '']: id };
    }
    return own === undefined ? undefined : ({ ...base, ...own } as PathParams<Item>);
  }

  /** After a write: lists, reads and the resources it changes are stale. */
  async function refreshAround(queryClient: QueryClient, keep?: QueryKey) {
    const kept = keep === undefined ? undefined : JSON.stringify(keep);
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: all,
        predicate: (query) => JSON.stringify(query.queryKey) !== kept,
      }),
      ...(config.invalidates ?? []).map((other) =>
        queryClient.invalidateQueries({ queryKey: [other] }),
      ),
    ]);
  }

  function useWrite(
    send: (values: Values) => Promise<unknown>,
    base: Readonly<Record<string, PathValue>>,
  ): UseMutationResult<Row, Error, Values> {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async (values: Values) => parse(await send(values)),
      onSuccess: async (row) => {
        const params = recordParams(base, row);
        const key = params === undefined ? undefined : oneKey(params);
        if (key !== undefined) queryClient.setQueryData(key, row);
        await refreshAround(queryClient, key);
      },
    });
  }

  const body = (values: Values) => (config.toPayload ? config.toPayload(values) : values);
  const update = (params: PathParams<Item>, values: Values) =>
    config.updateMethod === 'PATCH'
      ? api.patch(path(params), body(values))
      : api.put(path(params), body(values));

  function useOne(params: PathParams<Item> | null): UseQueryResult<Row> {
    return useQuery({
      queryKey: params === null ? [name, 'one', null] : oneKey(params),
      enabled: params !== null,
      queryFn: async ({ signal }) => {
        if (params === null) throw new Error(`${name}: no record chosen`);
        return parse(await api.get(path(params), { signal }));
      },
    });
  }

  function useList(
    params: PathParams<Collection> | null,
    query: QueryParams = {},
  ): UseQueryResult<ListPage<Row>> {
    return useQuery({
      queryKey: [...lists, params === null ? null : collectionPath(params), query],
      enabled: params !== null,
      queryFn: async ({ signal }) => {
        if (params === null) throw new Error(`${name}: no collection chosen`);
        const page = await fetchList<unknown>(collectionPath(params), query, { signal });
        return { ...page, results: page.results.map(parse) };
      },
    });
  }

  function useCreate(params: PathParams<Collection>) {
    return useWrite((values) => api.post(collectionPath(params), body(values)), params);
  }

  function useUpdate(params: PathParams<Item>) {
    return useWrite((values) => update(params, values), params);
  }

  function useSave(params: PathParams<Collection> & Partial<PathParams<Item>>) {
    const existing = hasAll(params, idNames);
    return useWrite(
      (values) =>
        existing ? update(params, values) : api.post(collectionPath(params), body(values)),
      params,
    );
  }

  function useMaySave(params: PathParams<Collection> & Partial<PathParams<Item>>): boolean {
    const existing = hasAll(params, idNames);
    return useCan(
      existing ? (config.updateMethod ?? 'PUT') : 'POST',
      existing ? path(params) : collectionPath(params),
    );
  }

  function useRemove(params: PathParams<Item>): UseMutationResult<void, Error, void> {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async () => {
        await api.delete(path(params));
      },
      onSuccess: async () => {
        queryClient.removeQueries({ queryKey: oneKey(params), exact: true });
        await refreshAround(queryClient);
      },
    });
  }

  function read<const Path extends string, Extra = object, Answer = unknown, Out = Answer>(
    readConfig: ReadConfig<Path, Args<Path, Extra>, Answer, Out>,
  ): Read<Path, Args<Path, Extra>, Out> {
    type A = Args<Path, Extra>;
    const key = (args: A): QueryKey => [
      name,
      'read',
      readConfig.name,
      fillPath(readConfig.path, args),
      readConfig.query?.(args) ?? null,
    ];
    const select = readConfig.select ?? ((answer: Answer) => answer as unknown as Out);
    const fetchRead = async (args: A, signal?: AbortSignal) => {
      const answer = await api.get(
        fillPath(readConfig.path, args as Readonly<Record<string, PathValue>>),
        { query: readConfig.query?.(args), signal },
      );
      return select(readConfig.schema.parse(answer));
    };
    function useRead(args: A | null): UseQueryResult<Out> {
      return useQuery({
        queryKey: args === null ? [name, 'read', readConfig.name, null] : key(args),
        enabled: args !== null,
        queryFn: ({ signal }) => {
          if (args === null) throw new Error(`${readConfig.name}: no arguments`);
          return fetchRead(args, signal);
        },
      });
    }
    return { key, useRead, fetch: fetchRead, path: readConfig.path };
  }

  function action<const Path extends string, Input = void, Answer = void>(
    actionConfig: ActionConfig<Path, Input, Answer>,
  ): Action<Path, Input, Answer> {
    function useAction(params: PathParams<Path>): UseMutationResult<Answer, Error, Input> {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: async (input: Input) => {
          const answer = await apiRequest(
            actionConfig.method,
            fillPath(actionConfig.path, params),
            {
              body: actionConfig.body?.(input),
            },
          );
          return (actionConfig.schema ? actionConfig.schema.parse(answer) : undefined) as Answer;
        },
        // An action changes the record in ways only the api knows (a state, a history entry).
        onSuccess: () => refreshAround(queryClient),
      });
    }
    return { useAction, path: actionConfig.path };
  }

  return {
    name,
    list,
    keys: { all, lists, one: oneKey },
    path,
    collectionPath,
    useOne,
    useList,
    useCreate,
    useUpdate,
    useSave,
    useRemove,
    useMaySave,
    invalidate: (queryClient) => refreshAround(queryClient),
    read,
    action,
  };
}
