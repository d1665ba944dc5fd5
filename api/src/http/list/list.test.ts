/**
 * The list infrastructure through HTTP, on a probe table with every filter kind, a nullable sort
 * column and many ties: what each filter selects, both sort orders, offset pages, cursor walks
 * to the end without duplicates or gaps, and the 400s of the contract (never a database error).
 * Text sorts alphabetically regardless of case and accents (not by the database's C collation).
 */
import { sql as dsql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIST_MESSAGES,
  defineListContract,
  type ListSortOf,
  type ListPage,
  type ValidationErrorBody,
} from '@veldwerk/shared/domain';
import {
  authHeader,
  createTestApp,
  openTestDatabase,
  signInAs,
  type TestDatabase,
} from '../../../test/harness';
import { encodeCursor } from '../../db/list/cursor';
import { listDescription, listQuerystring } from './docs';
import { countUpTo, listPage, type ListSourceOf, type PageQuery } from '../../db/list/page';
import { prepareList } from './prepare';

const probes = pgTable('list_probe', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
  kind: text('kind').notNull(),
  score: integer('score'),
  day: date('day', { mode: 'string' }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  flag: boolean('flag').notNull(),
});

interface Probe {
  id: number;
  label: string;
  kind: string;
  score: number | null;
  day: string;
  at: Date;
  flag: boolean;
}

const KINDS = ['a', 'b', 'c'] as const;
const contract = defineListContract({
  resource: 'probes',
  path: 'probe',
  filters: {
    label: { kind: 'text' },
    kind: { kind: 'eq', values: KINDS },
    kinds: { kind: 'in', values: KINDS },
    score: { kind: 'number' },
    flag: { kind: 'bool' },
    day: { kind: 'date_range' },
    at: { kind: 'date_range' },
  },
  sorts: ['label', 'score', 'day', 'at', 'id'],
  defaultSort: { field: 'label', order: 'asc' },
  pageSize: 50,
});
const source: ListSourceOf<Probe, typeof contract> = {
  contract,
  id: { column: probes.id, value: (row) => row.id },
  sorts: {
    label: { column: probes.label, value: (row) => row.label },
    score: { column: probes.score, value: (row) => row.score },
    day: { column: probes.day, value: (row) => row.day },
    at: { column: probes.at, value: (row) => row.at },
    id: { column: probes.id, value: (row) => row.id },
  },
  filters: {
    label: probes.label,
    kind: probes.kind,
    kinds: probes.kind,
    score: probes.score,
    flag: probes.flag,
    day: probes.day,
    at: probes.at,
  },
};

/**
 * Labels in mixed case and with accents, in the order staff expect (the C collation would put
 * every capital first and "Éen" after "zorg"). Within a group the names differ only in case:
 * they tie, and the id orders them.
 */
const LABEL_ORDER = [
  ['50% korting'],
  ['appel', 'Appel'],
  ['APPELMOES'],
  ['banaan'],
  ['c_d'],
  ['Citroen'],
  ['druif'],
  ['een'],
  ['Éen'],
  ['eend'],
  ['Ezel'],
  ['zorg', 'Zorg'],
] as const;
const LABELS: readonly string[] = LABEL_ORDER.flat();
/** The rank of a label's group in LABEL_ORDER (the expected order of the label sort). */
const labelRank = (label: string) =>
  LABEL_ORDER.findIndex((group) => group.some((l) => l === label));

/**
 * 240 rows: 14 labels (many ties, one with `%`, one with `_`), every 5th score null.
 */
const ROWS: Probe[] = Array.from({ length: 240 }, (_, index) => {
  const id = index + 1;
  const labels = LABELS;
  const day = `2024-01-${String((id % 28) + 1).padStart(2, '0')}`;
  return {
    id,
    label: labels[id % labels.length] ?? 'x',
    kind: KINDS[id % 3] ?? 'a',
    score: id % 5 === 0 ? null : id % 11,
    day,
    // 23:30 UTC is the next day in Amsterdam (winter: UTC+1).
    at: new Date(`${day}T${id % 2 === 0 ? '23:30' : '10:00'}:00Z`),
    flag: id % 4 === 0,
  };
});

const CAP = 100;
const SEARCH_CAP = 20;

let database: TestDatabase;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    dsql.raw(`create table list_probe (
      id integer primary key, label text not null, kind text not null, score integer,
      day date not null, at timestamptz not null, flag boolean not null)`),
  );
  await database.db.insert(probes).values(ROWS);
  // The database keeps microseconds, a JS Date only milliseconds: give the instants sub-millisecond
  // parts, so a cursor that carried a rounded instant would repeat or skip rows.
  await database.db.execute(
    dsql.raw(`update list_probe set at = at + ((id * 37) % 1000) * interval '1 microsecond'`),
  );
  app = await createTestApp(database);
  const { db } = database;
  const probeRows = (query: PageQuery) =>
    db
      .select()
      .from(probes)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/probe',
    {
      config: { access: 'fallback' },
      schema: { description: listDescription(contract), querystring: listQuerystring(contract) },
    },
    async (request) =>
      listPage(prepareList(source, request.query), {
        rows: probeRows,
        count: (where) => db.$count(probes, where),
      }),
  );
  // The same list counting up to a cap (as the donor list of a million rows does).
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/probe-capped',
      { config: { access: 'fallback' }, schema: { querystring: listQuerystring(contract) } },
      async (request) =>
        listPage(
          prepareList({ ...source, countCap: CAP, searchCountCap: SEARCH_CAP }, request.query),
          {
            rows: probeRows,
            count: (where, cap) => countUpTo(db, probes, where, cap),
          },
        ),
    );
  token = await signInAs(app, 'admin@veldwerk.test');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

type Answer = ListPage<Omit<Probe, 'at'> & { at: string }>;

async function call(query: string) {
  return app.inject({ method: 'GET', url: `/api/probe?${query}`, headers: authHeader(token) });
}

async function page(query: string, path = 'probe'): Promise<Answer> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/${path}?${query}`,
    headers: authHeader(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
}

/** A page of the same list counting up to its caps. */
const capped = (query: string) => page(query, 'probe-capped');

async function refused(query: string): Promise<Record<string, { errors: string[] }>> {
  const response = await call(query);
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<ValidationErrorBody>();
  expect(body.message).toBe(LIST_MESSAGES.invalid);
  return body.errors.children;
}

const ids = (answer: Answer) => answer.results.map((row) => row.id);
const idsOf = (rows: readonly Probe[]) => rows.map((row) => row.id).sort((a, b) => a - b);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

/** The order the api promises: the sort value (nulls last ascending), then the id. */
function expectedOrder(
  field: ListSortOf<typeof contract>,
  order: 'asc' | 'desc',
  rows: readonly Probe[] = ROWS,
): number[] {
  const key = (row: Probe): string | number | null => {
    const value = row[field];
    if (field === 'label') return labelRank(row.label);
    return value instanceof Date ? value.getTime() * 1000 + ((row.id * 37) % 1000) : value;
  };
  const sign = order === 'asc' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x !== y) {
        if (x === null) return sign; // nulls last ascending, first descending
        if (y === null) return -sign;
        return (x < y ? -1 : 1) * sign;
      }
      return (a.id - b.id) * sign;
    })
    .map((row) => row.id);
}

/** Follows next_cursor to the end; every page's count and the union of the pages. */
async function walk(query: string, limit: number): Promise<{ ids: number[]; counts: number[] }> {
  const seen: number[] = [];
  const counts: number[] = [];
  let cursor: string | null = null;
  for (let step = 0; step < 1000; step++) {
    const suffix: string = cursor === null ? '' : `&cursor=${cursor}`;
    const answer = await page(`${query}&limit=${limit}${suffix}`);
    seen.push(...ids(answer));
    counts.push(answer.count);
    cursor = answer.next_cursor;
    if (cursor === null) return { ids: seen, counts };
    expect(answer.results).toHaveLength(limit);
  }
  throw new Error('cursor walk did not end');
}

describe('list filters', () => {
  it('text: case-insensitive contains, with % and _ matching themselves', async () => {
    const appel = await page('label=APPEL&limit=1000');
    expect(sorted(ids(appel))).toEqual(idsOf(ROWS.filter((r) => /appel/i.test(r.label))));
    expect(appel.count).toBe(appel.results.length);

    const percent = await page('label=%25&limit=1000');
    expect(sorted(ids(percent))).toEqual(idsOf(ROWS.filter((r) => r.label.includes('%'))));
    const underscore = await page('label=_&limit=1000');
    expect(sorted(ids(underscore))).toEqual(idsOf(ROWS.filter((r) => r.label.includes('_'))));
    expect(underscore.count).toBeGreaterThan(0);
  });

  it('eq, in, number and bool select exactly the matching rows', async () => {
    expect(sorted(ids(await page('kind=b&limit=1000')))).toEqual(
      idsOf(ROWS.filter((r) => r.kind === 'b')),
    );
    expect(sorted(ids(await page('kinds[]=a&kinds[]=c&limit=1000')))).toEqual(
      idsOf(ROWS.filter((r) => r.kind !== 'b')),
    );
    expect(sorted(ids(await page('score=7&limit=1000')))).toEqual(
      idsOf(ROWS.filter((r) => r.score === 7)),
    );
    for (const [value, want] of [
      ['true', true],
      ['1', true],
      ['false', false],
      ['0', false],
    ] as const) {
      expect(sorted(ids(await page(`flag=${value}&limit=1000`)))).toEqual(
        idsOf(ROWS.filter((r) => r.flag === want)),
      );
    }
  });

  it('date_range: inclusive days on a date column, Amsterdam days on an instant', async () => {
    const days = await page('day[from]=2024-01-05&day[to]=2024-01-07&limit=1000');
    expect(sorted(ids(days))).toEqual(
      idsOf(ROWS.filter((r) => r.day >= '2024-01-05' && r.day <= '2024-01-07')),
    );
    const from = await page('day[from]=2024-01-27&limit=1000');
    expect(sorted(ids(from))).toEqual(idsOf(ROWS.filter((r) => r.day >= '2024-01-27')));

    // The instant filter counts days in Europe/Amsterdam: 23:30 UTC belongs to the next day.
    const amsterdamDay = (at: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(at);
    const instants = await page('at[from]=2024-01-05&at[to]=2024-01-07&limit=1000');
    expect(sorted(ids(instants))).toEqual(
      idsOf(
        ROWS.filter(
          (r) => amsterdamDay(r.at) >= '2024-01-05' && amsterdamDay(r.at) <= '2024-01-07',
        ),
      ),
    );
  });

  it('combines filters with AND and ignores empty values', async () => {
    const answer = await page('kind=a&flag=true&label=&score=&limit=1000');
    expect(sorted(ids(answer))).toEqual(idsOf(ROWS.filter((r) => r.kind === 'a' && r.flag)));
  });
});

describe('list sort and pages', () => {
  it('sorts every sortable field both ways, ties by id, nulls last ascending', async () => {
    for (const field of contract.sorts) {
      for (const order of ['asc', 'desc'] as const) {
        const answer = await page(`sort=${field}&order=${order}&limit=1000`);
        expect(ids(answer), `${field} ${order}`).toEqual(expectedOrder(field, order));
      }
    }
  });

  it('sorts text alphabetically regardless of case, accents beside their base letter', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const answer = await page(`sort=label&order=${order}&limit=1000`);
      const groups = answer.results
        .map((row) => labelRank(row.label))
        .filter((rank, index, ranks) => rank !== ranks[index - 1]);
      const expected = LABEL_ORDER.map((_, rank) => rank);
      expect(groups, order).toEqual(order === 'asc' ? expected : expected.reverse());
      // "appel" and "Appel" tie: the id decides, in the sort's direction.
      const appel = answer.results.filter((row) => labelRank(row.label) === 1).map((r) => r.id);
      expect(
        new Set(answer.results.filter((r) => labelRank(r.label) === 1).map((r) => r.label)),
      ).toEqual(new Set(['appel', 'Appel']));
      expect(appel).toEqual([...appel].sort((x, y) => (order === 'asc' ? x - y : y - x)));
    }
  });

  it('uses the default sort, the page size and counts all matching rows', async () => {
    const answer = await page('');
    expect(answer.results).toHaveLength(50);
    expect(answer.count).toBe(ROWS.length);
    expect(ids(answer)).toEqual(expectedOrder('label', 'asc').slice(0, 50));
    expect(answer.next_cursor).not.toBeNull();
  });

  it('pages with limit and offset; past the end is an empty page', async () => {
    const order = expectedOrder('score', 'desc');
    expect(ids(await page('sort=score&order=desc&limit=30&offset=60'))).toEqual(
      order.slice(60, 90),
    );
    const last = await page('sort=score&order=desc&limit=30&offset=225');
    expect(ids(last)).toEqual(order.slice(225));
    expect(last.next_cursor).toBeNull();
    const beyond = await page('limit=30&offset=5000');
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBe(ROWS.length);
  });

  it('walks every sort both ways with the cursor: no duplicates, no gaps, the same count', async () => {
    for (const field of contract.sorts) {
      for (const order of ['asc', 'desc'] as const) {
        const { ids: walked, counts } = await walk(`sort=${field}&order=${order}`, 17);
        expect(walked, `${field} ${order}`).toEqual(expectedOrder(field, order));
        expect(new Set(counts)).toEqual(new Set([ROWS.length]));
      }
    }
  });

  it('walks a filtered list through ties to its end', async () => {
    const rows = ROWS.filter((r) => r.kind !== 'c' && /a/i.test(r.label));
    const { ids: walked, counts } = await walk('label=a&kinds[]=a&kinds[]=b&sort=label', 9);
    expect(walked).toEqual(expectedOrder('label', 'asc', rows));
    expect(new Set(counts)).toEqual(new Set([rows.length]));
  });

  it('continues an offset page with its next_cursor', async () => {
    const first = await page('sort=day&order=desc&limit=40&offset=80');
    const next = await page(`sort=day&order=desc&limit=40&cursor=${first.next_cursor}`);
    expect([...ids(first), ...ids(next)]).toEqual(expectedOrder('day', 'desc').slice(80, 160));
  });

  it('answers the count of the walk on cursor pages instead of counting again', async () => {
    const first = await page('kind=c&sort=id&order=desc&limit=10');
    const matching = ROWS.filter((r) => r.kind === 'c').length;
    expect(first.count).toBe(matching);
    // A row added during the walk: the offset form counts it, the walk keeps its count.
    await database.db.insert(probes).values({ ...ROWS[0], id: 10_000, kind: 'c' } as Probe);
    try {
      const next = await page(`kind=c&sort=id&order=desc&limit=10&cursor=${first.next_cursor}`);
      expect(next.count).toBe(matching);
      expect((await page('kind=c&limit=1')).count).toBe(matching + 1);
    } finally {
      await database.db.delete(probes).where(dsql`${probes.id} = 10000`);
    }
  });

  it('a capped list counts up to its cap and says so; under the cap the count is exact', async () => {
    const all = await capped('limit=40');
    expect(all).toMatchObject({ count: CAP, count_capped: true });
    expect(ids(all)).toEqual(expectedOrder('label', 'asc').slice(0, 40));
    // Its cursor pages keep saying so.
    const next = await capped(`limit=40&cursor=${all.next_cursor}`);
    expect(next).toMatchObject({ count: CAP, count_capped: true });
    // A filter matching fewer rows than the cap: exact, no flag.
    const few = await capped('kind=c&flag=true');
    const matching = ROWS.filter((r) => r.kind === 'c' && r.flag).length;
    expect(matching).toBeLessThan(CAP);
    expect(few.count).toBe(matching);
    expect(few.count_capped).toBeUndefined();
  });

  it('a text filter counts up to the lower search cap; other filters keep the list cap', async () => {
    const matching = ROWS.filter((r) => r.label.toLowerCase().includes('e')).length;
    expect(matching).toBeGreaterThan(SEARCH_CAP);
    const searched = await capped('label=e&limit=5');
    expect(searched).toMatchObject({ count: SEARCH_CAP, count_capped: true });
    // Its cursor pages keep the search's cap.
    const next = await capped(`label=e&limit=5&cursor=${searched.next_cursor}`);
    expect(next).toMatchObject({ count: SEARCH_CAP, count_capped: true });
    // A search with fewer matches than the search cap is counted exactly.
    const rare = await capped('label=citroen');
    expect(rare.count).toBe(ROWS.filter((r) => r.label === 'Citroen').length);
    expect(rare.count).toBeLessThan(SEARCH_CAP);
    expect(rare.count_capped).toBeUndefined();
    // Without a text filter the list's own cap applies.
    expect(await capped('kind=a')).toMatchObject({
      count: ROWS.filter((r) => r.kind === 'a').length,
    });
  });

  it('keeps a cursor valid when the same filters come in another order', async () => {
    const first = await page('kinds[]=a&kinds[]=b&flag=false&limit=5');
    const next = await call(`flag=0&kinds[]=b&kinds[]=a&limit=5&cursor=${first.next_cursor}`);
    expect(next.statusCode).toBe(200);
  });
});

describe('list refusals (400, never a database error)', () => {
  it('refuses unknown filters, sort fields and orders', async () => {
    expect(await refused('colour=red')).toEqual({
      colour: { errors: ['Onbekend filter "colour".'] },
    });
    expect(await refused('sort=secret')).toEqual({
      sort: { errors: ['Op "secret" kan niet gesorteerd worden.'] },
    });
    expect((await refused('order=up')).order?.errors[0]).toBe('Kies asc of desc.');
  });

  it('refuses a bad limit, offset, or both cursor and offset', async () => {
    for (const limit of ['0', '1001', 'ten']) {
      expect((await refused(`limit=${limit}`)).limit?.errors[0]).toBe(
        'Kies een aantal van 1 tot en met 1000.',
      );
    }
    expect((await refused('offset=-1')).offset?.errors[0]).toBe('Incorrect formaat');
    const first = await page('limit=5');
    expect((await refused(`offset=5&cursor=${first.next_cursor}`)).cursor?.errors[0]).toBe(
      'Gebruik een cursor of een offset, niet allebei.',
    );
  });

  it('refuses values of the wrong kind, and numbers the column cannot hold', async () => {
    for (const [query, field] of [
      ['score=abc', 'score'],
      ['score=99999999999', 'score'],
      ['flag=yes', 'flag'],
      ['day[from]=2024-02-30', 'day'],
      ['day=2024-01-01', 'day'],
      ['at[to]=gisteren', 'at'],
      ['kind=z', 'kind'],
      ['kinds[]=a&kinds[]=z', 'kinds'],
      ['kind[]=a&kind[]=b', 'kind'],
    ] as const) {
      const children = await refused(query);
      expect(Object.keys(children), query).toEqual([field]);
    }
  });

  it('refuses a cursor reused with other filters or another sort', async () => {
    const first = await page('kind=a&sort=score&limit=5');
    const cursor = first.next_cursor;
    expect(cursor).not.toBeNull();
    for (const query of [
      `kind=b&sort=score`,
      `sort=score`,
      `kind=a&sort=day`,
      `kind=a&sort=score&order=desc`,
    ]) {
      expect((await refused(`${query}&cursor=${cursor}`)).cursor?.errors[0], query).toBe(
        LIST_MESSAGES.otherListCursor,
      );
    }
  });

  it('refuses malformed and tampered cursors', async () => {
    const first = await page('sort=score&limit=5');
    const fingerprint = (
      JSON.parse(Buffer.from(first.next_cursor ?? '', 'base64url').toString()) as { f: string }
    ).f;
    const forged = [
      'not-a-cursor!',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('{"v":1}').toString('base64url'),
      // Right list, but a value the score column cannot hold, or an id of the wrong type.
      encodeCursor({ value: 'drop table', id: 3 }, fingerprint, 10),
      encodeCursor({ value: 1e12, id: 3 }, fingerprint, 10),
      encodeCursor({ value: 4, id: 3 }, fingerprint, -1),
      encodeCursor({ value: 4, id: 'x' }, fingerprint, 10),
    ];
    for (const cursor of forged) {
      expect((await refused(`sort=score&cursor=${cursor}`)).cursor?.errors[0], cursor).toBe(
        LIST_MESSAGES.malformedCursor,
      );
    }
    // A null sort value is a real position on a nullable column.
    const atNull = encodeCursor({ value: null, id: 100 }, fingerprint, ROWS.length);
    const after = await page(`sort=score&limit=1000&cursor=${atNull}`);
    const order = expectedOrder('score', 'asc');
    expect(ids(after)).toEqual(order.slice(order.indexOf(100) + 1));
  });

  it('answers any query with a page or a 400, never a server error', async () => {
    const keys = fc.constantFrom(
      'limit',
      'offset',
      'cursor',
      'sort',
      'order',
      'label',
      'kind',
      'kinds[]',
      'score',
      'flag',
      'day[from]',
      'day[to]',
      'at[from]',
      'at',
      'kinds[x]',
      'colour',
      '[]',
      'a[b][c]',
    );
    const values = fc.oneof(
      fc.string(),
      fc.constantFrom('', 'asc', 'desc', 'label', 'score', 'a', 'true', '2024-01-05', '-1', '0'),
      fc.integer().map(String),
      fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
      fc.string({ unit: 'binary' }),
      fc.base64String(),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(keys, values), { maxLength: 6 }), async (pairs) => {
        const query = pairs
          .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
          .join('&');
        const response = await call(query);
        expect([200, 400], `${query}: ${response.body}`).toContain(response.statusCode);
      }),
      { numRuns: 150 },
    );
  });

  it('documents the parameters in the OpenAPI description', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const docs = response.json<{
      info: { description: string };
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    }>();
    expect(docs.info.description).toContain('## Lists');
    expect(docs.info.description).toContain('next_cursor');
    const names = docs.paths['/api/probe']?.get?.parameters?.map((parameter) => parameter.name);
    expect(names).toEqual(
      expect.arrayContaining(['limit', 'offset', 'cursor', 'sort', 'order', 'kinds[]', 'day[to]']),
    );
  });
});
