/**
 * The queue's worker: claims due jobs, hands each to the handler, and polls while idle. The api
 * process starts one (`NOTIFICATION_WORKER`, on by default); several processes on one database
 * share the work without sending anything twice (see queue.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { NotificationRow } from '../../db/schema';
import { claimDue } from './queue';

export interface WorkerOptions {
  db: Db;
  /** Handles one claimed job (sends, retries or skips it through the queue functions). */
  handle: (job: NotificationRow, workerId: string) => Promise<void>;
  now: () => Date;
  leaseMs: number;
  pollMs: number;
  batch?: number;
  /** Where a handler's unexpected failure is reported (the job is retried after its lease). */
  onError?: (error: unknown) => void;
  id?: string;
}

export class QueueWorker {
  readonly id: string;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = true;

  constructor(private readonly options: WorkerOptions) {
    this.id = options.id ?? `worker-${randomUUID()}`;
  }

  /** Claims and handles one batch; the number of jobs it handled. */
  async runOnce(): Promise<number> {
    const { db, handle, now, leaseMs } = this.options;
    const jobs = await claimDue(db, {
      workerId: this.id,
      now: now(),
      leaseMs,
      limit: this.options.batch ?? 10,
    });
    for (const job of jobs) {
      try {
        await handle(job, this.id);
      } catch (error) {
        this.options.onError?.(error);
      }
    }
    return jobs.length;
  }

  /** Handles batches until none is due. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await this.runOnce();
      total += handled;
      if (handled === 0) return total;
    }
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    const tick = () => {
      this.#running = this.drain()
        .catch((error: unknown) => this.options.onError?.(error))
        .then(() => {
          if (!this.#stopped) this.#timer = setTimeout(tick, this.options.pollMs);
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    await this.#running;
  }
}
