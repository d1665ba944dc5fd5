import { describe, expect, it } from 'vitest';
import {
  defineListContract,
  isFilterActive,
  listQueryEntries,
  parseListQuery,
  rawQueryFromSearchParams,
} from './list-contract';

const contract = defineListContract({
  resource: 'things',
  path: 'things',
  filters: {
    name: { kind: 'text' },
    state: { kind: 'in', values: ['A', 'B'] },
    client: { kind: 'number' },
    enabled: { kind: 'bool' },
    created: { kind: 'date_range' },
  },
  sorts: ['name', 'id'],
  defaultSort: { field: 'id', order: 'desc' },
  pageSize: 50,
});

describe('parseListQuery', () => {
  it('applies the contract defaults', () => {
    expect(parseListQuery(contract, {})).toEqual({
      ok: true,
      params: { limit: 50, offset: 0, sort: 'id', order: 'desc', filters: {} },
    });
  });

  it('reads every filter kind and ignores empty values', () => {
    const result = parseListQuery(contract, {
      limit: '100',
      sort: 'name',
      name: ' ab ',
      'state[]': ['A', 'B'],
      client: '5',
      enabled: '0',
      'created[from]': '2026-01-01',
      'created[to]': '2026-01-31',
      'unused[]': undefined,
    });
    expect(result).toEqual({
      ok: true,
      params: {
        limit: 100,
        offset: 0,
        sort: 'name',
        order: 'asc',
        filters: {
          name: 'ab',
          state: ['A', 'B'],
          client: 5,
          enabled: false,
          created: { from: '2026-01-01', to: '2026-01-31' },
        },
      },
    });
    expect(parseListQuery(contract, { name: '', 'state[]': [] })).toMatchObject({
      ok: true,
      params: { filters: {} },
    });
  });

  it('refuses unknown filters, sorts and malformed values with Dutch messages', () => {
    const result = parseListQuery(contract, {
      nope: 'x',
      sort: 'password',
      order: 'up',
      client: 'five',
      'state[]': 'C',
      'created[from]': '31/01/2026',
      limit: '5000',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byField = Object.fromEntries(result.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({
      nope: 'Onbekend filter "nope".',
      sort: 'Op "password" kan niet gesorteerd worden.',
      order: 'Kies asc of desc.',
      client: 'Incorrect formaat',
      state: 'Ongeldige keuze',
      created: 'Incorrect formaat',
      limit: 'Kies een aantal van 1 tot en met 1000.',
    });
  });

  it('does not mix a cursor with an offset, and lets routes read extra parameters', () => {
    expect(parseListQuery(contract, { cursor: 'abc', offset: '100' }).ok).toBe(false);
    expect(parseListQuery(contract, { cursor: 'abc' })).toMatchObject({
      ok: true,
      params: { cursor: 'abc' },
    });
    expect(parseListQuery(contract, { return_fields: '1', q: 'x' }, ['q']).ok).toBe(true);
    expect(parseListQuery(contract, { q: 'x' }).ok).toBe(false);
  });

  it('does not treat prototype keys as filters', () => {
    expect(parseListQuery(contract, { constructor: 'x' }).ok).toBe(false);
  });
});

describe('listQueryEntries', () => {
  it('round-trips through URLSearchParams and leaves empty filters out', () => {
    const entries = listQueryEntries({
      limit: 100,
      offset: 200,
      sort: 'name',
      order: 'desc',
      filters: { state: ['A', 'B'], name: '', created: { from: '2026-01-01' }, client: 5 },
    });
    const search = new URLSearchParams(entries);
    expect(search.toString()).toBe(
      'limit=100&offset=200&sort=name&order=desc&state%5B%5D=A&state%5B%5D=B&created%5Bfrom%5D=2026-01-01&client=5',
    );
    expect(parseListQuery(contract, rawQueryFromSearchParams(search))).toMatchObject({
      ok: true,
      params: {
        limit: 100,
        offset: 200,
        filters: { state: ['A', 'B'], created: { from: '2026-01-01' }, client: 5 },
      },
    });
  });

  it('reads address-bar keys named like Object.prototype members', () => {
    const raw = rawQueryFromSearchParams(
      new URLSearchParams('constructor=1&toString=a&toString=b&__proto__=x&name=y'),
    );
    expect(Object.getOwnPropertyDescriptor(raw, 'toString')?.value).toEqual(['a', 'b']);
    expect(Object.getOwnPropertyDescriptor(raw, '__proto__')?.value).toEqual(['x']);
    const parsed = parseListQuery(contract, raw);
    expect(parsed.ok).toBe(false);
  });

  it('knows when a filter is active', () => {
    expect(isFilterActive(undefined)).toBe(false);
    expect(isFilterActive([])).toBe(false);
    expect(isFilterActive({})).toBe(false);
    expect(isFilterActive({ to: '2026-01-01' })).toBe(true);
    expect(isFilterActive(false)).toBe(true);
  });
});
