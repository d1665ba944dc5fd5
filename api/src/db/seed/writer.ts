/**
 * Batches generated rows per table and writes them when a batch is full. A flush writes every
 * table's pending rows in parent-before-child order (`SEED_TABLES`), so a child row never
 * reaches the database before the row it references. Memory stays at one batch per table.
 */
import type pg from 'pg';
import type { PersonalDataCodec } from '../../modules/personal-data/codec';
import {
  SEED_TABLE_KEYS,
  writeRows,
  type SeedRow,
  type SeedTableKey,
  type WriteMethod,
} from './repo';

export type TableCounts = Record<SeedTableKey, number>;

export function emptyCounts(): TableCounts {
  return Object.fromEntries(SEED_TABLE_KEYS.map((key) => [key, 0])) as TableCounts;
}

export class SeedWriter {
  private readonly buffers = new Map<SeedTableKey, object[]>();
  private pending = 0;
  readonly written: TableCounts = emptyCounts();

  constructor(
    private readonly client: pg.PoolClient,
    readonly method: WriteMethod,
    private readonly batchSize: number,
    private readonly afterFlush: (written: TableCounts) => void = () => {},
    private readonly personalData?: PersonalDataCodec,
  ) {}

  push<K extends SeedTableKey>(key: K, generated: SeedRow<K>): void {
    const row = this.seal(key, generated);
    let buffer = this.buffers.get(key);
    if (buffer === undefined) {
      buffer = [];
      this.buffers.set(key, buffer);
    }
    buffer.push(row);
    if (buffer.length >= this.batchSize) this.pending += 1;
  }

  /**
   * IBAN and BSN sealed with their blind indexes, as the api writes them (issue 11). A value
   * sealed already (a check copying its donation's) is kept with the index it came with.
   */
  private seal<K extends SeedTableKey>(key: K, row: SeedRow<K>): object {
    const codec = this.personalData;
    if (codec === undefined) return row;
    if (key !== 'donations' && key !== 'employees' && key !== 'checks') return row;
    const record = row as unknown as {
      iban: string | null;
      ibanIndex?: string | null;
      bsn?: string | null;
    };
    const out: Record<string, unknown> = { ...record };
    if (record.iban !== null && !record.iban.startsWith('v1.')) {
      const sealed = codec.seal('iban', record.iban);
      out.iban = sealed.value;
      out.ibanIndex = sealed.index;
    }
    if (key === 'employees' && record.bsn != null && !record.bsn.startsWith('v1.')) {
      const sealed = codec.seal('bsn', record.bsn);
      out.bsn = sealed.value;
      out.bsnIndex = sealed.index;
    }
    return out;
  }

  /** Writes everything when some table's batch is full; call after each generated record. */
  async flushIfFull(): Promise<void> {
    if (this.pending > 0) await this.flush();
  }

  /** Writes every pending row. */
  async flush(): Promise<void> {
    for (const key of SEED_TABLE_KEYS) {
      const buffer = this.buffers.get(key);
      if (buffer === undefined || buffer.length === 0) continue;
      this.buffers.set(key, []);
      await writeRows(this.client, key, buffer, this.method);
      this.written[key] += buffer.length;
    }
    this.pending = 0;
    this.afterFlush(this.written);
  }
}
