/**
 * Batches generated rows per table and writes them when a batch is full. A flush writes every
 * table's pending rows in parent-before-child order (`SEED_TABLES`), so a child row never
 * reaches the database before the row it references. Memory stays at one batch per table.
 */
import type pg from 'pg';
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
  ) {}

  push<K extends SeedTableKey>(key: K, row: SeedRow<K>): void {
    let buffer = this.buffers.get(key);
    if (buffer === undefined) {
      buffer = [];
      this.buffers.set(key, buffer);
    }
    buffer.push(row);
    if (buffer.length >= this.batchSize) this.pending += 1;
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
