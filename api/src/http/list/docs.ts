/**
 * The OpenAPI side of the list contract: one description of the parameters for every list
 * route (in the document's description, `LIST_CONTRACT_DESCRIPTION`), and per route a
 * querystring schema naming its own filters and sorts. The schema only documents: it accepts
 * any parameter, so that `prepareList` gives the Dutch 400 of the contract for a bad one.
 */
import { z } from 'zod';
import { LIST_MAX_LIMIT, type FilterSpec, type ListContract } from '@veldwerk/shared/domain';

export const LIST_CONTRACT_DESCRIPTION = `
## Lists

Every list route (\`GET clients\`, \`GET clients/{clientId}/campaigns\`, \`GET exports/layouts\`, …)
follows one contract (\`@veldwerk/shared/domain\` \`list-contract.ts\`):

- \`limit\` 1–${LIST_MAX_LIMIT} (default: the resource's page size); \`offset\` ≥ 0 — the plain form.
- \`cursor\` — the keyset form: pass the \`next_cursor\` of the previous answer, with the same
  \`sort\`, \`order\` and filters; a page deep in the list then costs what the first page costs.
  A cursor used with another sort or other filters answers 400. \`cursor\` and a non-zero
  \`offset\` exclude each other.
- \`sort\` one of the route's sortable fields, \`order\` \`asc\` | \`desc\`; ties are broken by the
  primary key in the same direction, so the order is total and stable. Text sorts alphabetically
  regardless of case, accents next to their base letter (\`appel\`, \`Appel\`, \`een\`, \`Éen\`,
  \`Zorg\`); names that differ only in case are tied, so the primary key orders them.
- Filters, by kind: **text** \`name=foo\` (contains, ignoring case and accents; \`%\` and \`_\` match
  themselves), **eq** \`state=PENDING\`, **in** \`state[]=A&state[]=B\`, **number** \`client=5\`,
  **bool** \`enabled=true\` (also \`1\`/\`0\`), **date_range** \`day[from]=2024-01-01&day[to]=2024-01-31\`
  (ISO dates, inclusive, either end optional). Empty values are ignored.
- Answer: \`{results, count, next_cursor}\` — \`count\` is the number of rows matching the filters
  (on a cursor page: the count of the walk's first page, carried in the cursor rather than
  counted again), \`next_cursor\` is null on the last page (an empty \`results\` also marks the end).
- An unknown parameter, filter or sort field, or a value of the wrong kind answers 400 in the
  validation shape (\`errors.children.{parameter}.errors[0]\`, Dutch), never a database error.
`.trim();

const raw = z.union([z.string(), z.array(z.string())]).optional();
type Raw = typeof raw;

function filterParameters(name: string, spec: FilterSpec): Record<string, Raw> {
  const values = spec.values === undefined ? '' : ` One of: ${spec.values.join(', ')}.`;
  switch (spec.kind) {
    case 'text':
      return { [name]: raw.describe(`Filter (text): contains, ignoring case and accents.`) };
    case 'eq':
      return { [name]: raw.describe(`Filter (eq): exact value.${values}`) };
    case 'in':
      return { [`${name}[]`]: raw.describe(`Filter (in): any of the values, repeated.${values}`) };
    case 'number':
      return { [name]: raw.describe('Filter (number): exact integer.') };
    case 'bool':
      return { [name]: raw.describe('Filter (bool): true, false, 1 or 0.') };
    case 'date_range':
      return {
        [`${name}[from]`]: raw.describe('Filter (date_range): first day, ISO date, inclusive.'),
        [`${name}[to]`]: raw.describe('Filter (date_range): last day, ISO date, inclusive.'),
      };
  }
}

/** The querystring schema of a list route; `extra` adds the route's own parameters. */
export function listQuerystring(contract: ListContract, extra: Readonly<Record<string, Raw>> = {}) {
  const shape: Record<string, Raw> = {
    limit: raw.describe(`Rows per page, 1–${LIST_MAX_LIMIT} (default ${contract.pageSize}).`),
    offset: raw.describe('Rows to skip (plain form; not with cursor).'),
    cursor: raw.describe('next_cursor of the previous page (keyset form).'),
    sort: raw.describe(
      `One of: ${contract.sorts.join(', ')} (default ${contract.defaultSort.field}).`,
    ),
    order: raw.describe(
      `asc or desc (default ${contract.defaultSort.order} for the default sort, else asc).`,
    ),
  };
  for (const [name, spec] of Object.entries(contract.filters as Record<string, FilterSpec>)) {
    Object.assign(shape, filterParameters(name, spec));
  }
  return z.object({ ...shape, ...extra }).catchall(z.union([z.string(), z.array(z.string())]));
}

/** The route description of a list: what it filters and sorts on. */
export function listDescription(contract: ListContract): string {
  const filters = Object.entries(contract.filters as Record<string, FilterSpec>)
    .map(([name, spec]) => `${name} (${spec.kind})`)
    .join(', ');
  return (
    `List contract (see "Lists" in the description above). Filters: ${filters || 'none'}. ` +
    `Sorts: ${contract.sorts.join(', ')}; default ${contract.defaultSort.field} ` +
    `${contract.defaultSort.order}. Page size ${contract.pageSize}.`
  );
}
