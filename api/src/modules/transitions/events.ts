/**
 * The seam between saving an employee's state transition (the employees module) and what follows
 * from it (the notifications module schedules and cancels messages). The employees module calls
 * `saved` / `deleted` inside the transaction that writes or removes the transition row, so the
 * listeners run in that same transaction: a listener's failure rolls the transition back, and a
 * deleted transition takes its scheduled messages with it. One instance per app (`buildApp`).
 */
import type { EmployeeState, TransitionReason } from '@veldwerk/shared/domain';
import type { Tx } from '../../db/client';

export interface TransitionSaved {
  transitionId: string;
  employeeId: string;
  /** The state before this transition; null when the person was just created (public apply). */
  previousState: EmployeeState | null;
  newState: EmployeeState;
  eventReason: TransitionReason | null;
  /** The planned event's moment (meet & greet, trial day) when the state has one. */
  eventDate: Date | null;
  /** The signed-in employee who made it; null for the public application. */
  actorEmployeeId: string | null;
}

export interface TransitionDeleted {
  transitionId: string;
  employeeId: string;
}

export interface TransitionListener {
  saved?(tx: Tx, event: TransitionSaved): Promise<void>;
  deleted?(tx: Tx, event: TransitionDeleted): Promise<void>;
}

export class TransitionEvents {
  readonly #listeners: TransitionListener[] = [];

  listen(listener: TransitionListener): void {
    this.#listeners.push(listener);
  }

  async saved(tx: Tx, event: TransitionSaved): Promise<void> {
    for (const listener of this.#listeners) await listener.saved?.(tx, event);
  }

  async deleted(tx: Tx, event: TransitionDeleted): Promise<void> {
    for (const listener of this.#listeners) await listener.deleted?.(tx, event);
  }
}
