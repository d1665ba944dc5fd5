import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/harness';
import { BinaryCopyRows, copyOut, type CopyValue } from './copy';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

/** The raw output of a binary COPY of `query`. */
async function binaryCopy(query: ReturnType<typeof sql>): Promise<Buffer> {
  const parts: Buffer[] = [];
  const client = await database.pool.connect();
  try {
    await copyOut(client, new PgDialect().sqlToQuery(query), (chunk) => parts.push(chunk), {
      binary: true,
    });
  } finally {
    client.release();
  }
  return Buffer.concat(parts);
}

const joined = (value: CopyValue) => (value === null ? null : Buffer.concat(value));

describe('BinaryCopyRows', () => {
  it('reads every row and value of a binary COPY, fed in chunks cut anywhere', async () => {
    const big = randomBytes(3000);
    const output = await binaryCopy(sql`
      select n, b, t from (values
        (1, 1, decode(${big.toString('hex')}, 'hex'), null::text),
        (2, 2, '\\x00ff'::bytea, 'é'),
        (3, -3, ''::bytea, '')) as v(o, n, b, t)
      order by o`);
    const expected = [
      [1, big, null],
      [2, Buffer.from([0, 255]), 'é'],
      [-3, Buffer.alloc(0), ''],
    ];
    const check = (read: BinaryCopyRows) => {
      read.end();
      expect(
        read.rows.map(([n, b, t]) => [
          joined(n ?? null)?.readInt32BE(0),
          joined(b ?? null),
          joined(t ?? null)?.toString() ?? null,
        ]),
      ).toEqual(expected);
    };
    const whole = new BinaryCopyRows();
    whole.push(output);
    check(whole);
    for (let cut = 0; cut <= output.length; cut += 7) {
      const read = new BinaryCopyRows();
      read.push(output.subarray(0, cut));
      read.push(output.subarray(cut, cut + 13));
      read.push(output.subarray(cut + 13));
      check(read);
    }
    // A value as the parts of the chunks it came in, not a copy.
    const read = new BinaryCopyRows();
    const chunk = Buffer.from(output);
    read.push(chunk);
    const first = read.rows[0]?.[1]?.[0];
    expect(first?.buffer).toBe(chunk.buffer);
  });

  it('refuses output that ends early or is not a binary COPY', async () => {
    const output = await binaryCopy(sql`select 1`);
    const cut = new BinaryCopyRows();
    cut.push(output.subarray(0, output.length - 1));
    expect(() => cut.end()).toThrow('ended early');
    expect(() => new BinaryCopyRows().push(Buffer.from('1\n'.repeat(20)))).toThrow('signature');
  });
});
