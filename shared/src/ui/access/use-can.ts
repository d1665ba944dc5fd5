import { can } from '../../auth';
import { useSession } from '../../client';

/**
 * Whether the signed-in user may call `method path` (spec §6: links and buttons are hidden when
 * the path and method check fails). The api enforces the same table.
 */
export function useCan(method: string, path: string): boolean {
  const roles = useSession((state) => state.roles);
  return can(roles, method, path);
}
