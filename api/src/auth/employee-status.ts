/** Employee states (spec §4) whose holders may no longer sign in or keep a session. */
export const INACTIVE_STATUSES: ReadonlySet<string> = new Set(['FormerEmployee', 'Exit']);

export function isInactiveStatus(status: string): boolean {
  return INACTIVE_STATUSES.has(status);
}
