/** A made-up resource for kit tests: a contract with every filter kind, and its columns. */
import { defineListContract } from '../../domain';
import type { ListColumn } from '../list/list-column';

export interface Thing {
  id: number;
  name: string;
  state: 'A' | 'B';
  enabled: boolean;
  note: string;
}

export const thingContract = defineListContract({
  resource: 'things',
  path: 'things',
  filters: {
    name: { kind: 'text' },
    state: { kind: 'in', values: ['A', 'B'] },
    enabled: { kind: 'bool' },
  },
  sorts: ['name', 'id'],
  defaultSort: { field: 'name', order: 'asc' },
  pageSize: 3,
});

export const thingColumns: ListColumn<Thing, 'name' | 'state' | 'enabled', 'name' | 'id'>[] = [
  { key: 'id', title: 'Nummer', text: (row) => String(row.id), sort: 'id', width: '100px' },
  {
    key: 'name',
    title: 'Naam',
    text: (row) => row.name,
    sort: 'name',
    filter: { kind: 'text', field: 'name' },
  },
  {
    key: 'state',
    title: 'Status',
    text: (row) => (row.state === 'A' ? 'Actief' : 'Bezet'),
    filter: {
      kind: 'in',
      field: 'state',
      options: [
        { value: 'A', label: 'Actief' },
        { value: 'B', label: 'Bezet' },
      ],
    },
  },
  {
    key: 'enabled',
    title: 'Ingeschakeld',
    text: (row) => (row.enabled ? 'Ja' : 'Nee'),
    filter: { kind: 'bool', field: 'enabled' },
  },
  { key: 'note', title: 'Notitie', text: (row) => row.note, defaultHidden: true },
];

export function things(from: number, count: number): Thing[] {
  return Array.from({ length: count }, (_, index) => {
    const id = from + index;
    return {
      id,
      name: `Ding ${id}`,
      state: id % 2 === 0 ? 'B' : 'A',
      enabled: id % 3 !== 0,
      note: `Notitie\t${id}`,
    };
  });
}
