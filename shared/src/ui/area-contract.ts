/**
 * The contract between the shell and a remote's `./routes` module.
 *
 * - The module's default export is a component taking `AreaRoutesProps`.
 * - The shell renders it inside `<Route path="/<area>/*">`, once per area the remote owns
 *   (mf_recruitment: employees and applicants; mf_campaigns: clients and layouts), within the
 *   shell's BrowserRouter, antd ConfigProvider + App and QueryClientProvider. The shell has
 *   already checked sign-in and the area's access path.
 * - The component renders `<Routes>` with paths relative to the area (`""`, `create/`, `:id/`),
 *   so the same module works under any prefix and stand-alone in the remote's dev bootstrap.
 */
export const AREA_IDS = [
  'employees',
  'applicants',
  'donations',
  'shifts',
  'clients',
  'layouts',
  'settings',
] as const;
export type AreaId = (typeof AREA_IDS)[number];

export interface AreaRoutesProps {
  /** Which of the remote's areas this mount serves. */
  area: AreaId;
}
