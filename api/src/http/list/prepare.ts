/**
 * A list route's query, validated: the shared `parseListQuery` (limit, offset, cursor, sort,
 * order, filters against the resource's contract), then `planList` (every value against its
 * column, the cursor against the list it came from). Any refusal answers 400 in the §8 shape
 * with "Ongeldige lijstparameters." before the database is asked.
 *
 *   async (request) => listClients(db, prepareList(clientListSource, request.query))
 */
import {
  LIST_MESSAGES,
  parseListQuery,
  type IssueLike,
  type RawQuery,
} from '@veldwerk/shared/domain';
import { planList, type ListSource, type PlanOptions, type PreparedList } from '../../db/list/page';
import { InvalidInputError } from '../errors';

export interface PrepareOptions extends PlanOptions {
  /** Query parameters the route reads itself (not filters). */
  extra?: readonly string[];
}

function refuse(issues: readonly IssueLike[]): never {
  throw new InvalidInputError(issues, { message: LIST_MESSAGES.invalid });
}

export function prepareList<Row, F extends string, S extends string>(
  source: ListSource<Row, F, S>,
  query: RawQuery,
  options: PrepareOptions = {},
): PreparedList<Row, F, S> {
  const parsed = parseListQuery(source.contract, query, options.extra ?? []);
  if (!parsed.ok) refuse(parsed.issues);
  const planned = planList(source, parsed.params, options);
  if (!planned.ok) refuse(planned.issues);
  return planned.list;
}
