/**
 * `GET dump-donations` (administrators): every donation with every field of the api's donation
 * shape as csv (`,`, `"`, LF, a title row), streamed page by page; the IBAN in full, values
 * neutralised against formula injection like any export.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Donation } from '@veldwerk/shared/domain';
import { amsterdamDate } from '@veldwerk/shared/validation';
import type { Db } from '../../db/client';
import { toDonation } from '../donations/repo';
import { openDonationIban } from '../donations/personal';
import { neutralise } from './cells';
import { donationPages } from './repo';
import { createRowWriter } from './writers';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function dumpDonations(db: Db, app: FastifyInstance | null, now: Date) {
  const body = new PassThrough();
  (async () => {
    const writer = createRowWriter(
      { type: 'csv', delimiter: ',', enclosure: '"', lineEnding: 'LF' },
      body,
      now,
    );
    let columns: (keyof Donation)[] | null = null;
    for await (const page of donationPages(db, undefined)) {
      for (const row of page) {
        const donation = toDonation({ ...row, iban: openDonationIban(app, row.iban) });
        if (columns === null) {
          columns = Object.keys(donation) as (keyof Donation)[];
          await writer.row(columns.map((name) => neutralise(name)));
        }
        await writer.row(columns.map((name) => neutralise(cell(donation[name]))));
      }
    }
    await writer.end();
  })().catch((error: unknown) =>
    body.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return {
    fileName: `donaties-${amsterdamDate(now)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body,
  };
}
