/**
 * The page of one record, in the order every detail and edit page follows: ids from the URL
 * (not an id → "Pagina niet gevonden"), load ("Klant laden..."), 404 → "Pagina niet gevonden",
 * other failure → the error, then the content — with a ready delete button (confirm, delete,
 * caches cleaned, then away to `afterDelete`) for users who may delete.
 *
 *   <DetailPage resource={clients} ids={{ clientId: 'number' }} label="Klant"
 *     deleteSubject={(client) => `klant ${client.name}`} afterDelete={() => links.clients()}>
 *     {(client, { deleteButton }) => <PageHeader title={client.name} actions={deleteButton} />}
 *   </DetailPage>
 */
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import { PageNotFound } from '../area/page-not-found';
import { DeleteButton } from '../common/delete-button';
import { useIdParams, type IdKinds, type IdValues } from './id-params';
import { QueryState } from './query-state';

/** What the page needs of a resource (`defineResource` gives all of it). */
export interface DetailResource<Row, Params> {
  path: (params: Params) => string;
  useOne: (params: Params | null) => UseQueryResult<Row>;
  useRemove: (params: Params) => UseMutationResult<void, Error, void>;
}

export interface DetailContext<K extends IdKinds> {
  params: IdValues<K>;
  /** Hidden without delete access; null when the page has no `deleteSubject`. */
  deleteButton: ReactNode;
}

export interface DetailPageProps<Row, K extends IdKinds> {
  resource: DetailResource<Row, IdValues<K>>;
  /** The route parameters that name the record, with their kind. */
  ids: K;
  /** What loads ("Klant" → "Klant laden..."). */
  label: string;
  /** The record as the delete confirmation names it ("klant WNF"): gives the delete button. */
  deleteSubject?: (row: Row) => string;
  /**
   * Where to go after a delete (it replaces the deleted record's page in the history, so Back
   * does not return to it); a record that is gone offers the way there too.
   */
  afterDelete?: (params: IdValues<K>) => string;
  /** How the way after a delete is named ("Klanten"); default "het overzicht". */
  afterDeleteLabel?: string;
  children: (row: Row, context: DetailContext<K>) => ReactNode;
}

function LoadedDetail<Row, K extends IdKinds>({
  params,
  resource,
  label,
  deleteSubject,
  afterDelete,
  afterDeleteLabel = 'het overzicht',
  children,
}: Omit<DetailPageProps<Row, K>, 'ids'> & { params: IdValues<K> }) {
  const navigate = useNavigate();
  const row = resource.useOne(params);
  const remove = resource.useRemove(params);
  return (
    <QueryState
      query={row}
      label={label}
      notFoundBack={afterDelete ? { to: afterDelete(params), label: afterDeleteLabel } : undefined}
    >
      {(data) =>
        children(data, {
          params,
          deleteButton: deleteSubject ? (
            <DeleteButton
              path={resource.path(params)}
              remove={() => remove.mutateAsync()}
              subject={deleteSubject(data)}
              onDeleted={() => {
                if (afterDelete) void navigate(afterDelete(params), { replace: true });
              }}
            />
          ) : null,
        })
      }
    </QueryState>
  );
}

export function DetailPage<Row, K extends IdKinds>({ ids, ...props }: DetailPageProps<Row, K>) {
  const params = useIdParams(ids);
  if (params === null) return <PageNotFound />;
  return <LoadedDetail<Row, K> params={params} {...props} />;
}
