/**
 * The api paths (without `/api/`) the browser calls, as templates with `{name}` placeholders:
 * fill them with `fillPath` below, or declare a resource on them (`defineResource` in
 * `@veldwerk/shared/ui`). The api registers its routes itself; `api/src/http/api-paths.test.ts`
 * fails when a path here (or a list contract's path) names no registered route. An area adds
 * its paths here before its screens call them.
 */
export const API_PATHS = {
  clients: 'clients',
  client: 'clients/{clientId}',
  campaigns: 'clients/{clientId}/campaigns',
  campaign: 'clients/{clientId}/campaigns/{campaignId}',
  campaignSettings: 'clients/{clientId}/campaigns/{campaignId}/settings.json',
  campaignSetting: 'clients/{clientId}/campaigns/{campaignId}/settings/{name}.json',
  layouts: 'exports/layouts',
  layout: 'exports/{id}/layout',
  layoutCsv: 'exports/{id}/layout/csv',
  exportDonations: 'export-donations',
  exportBatches: 'exports/batches',
  exportBatchFile: 'exports/batches/{id}/file',
  exportChanges: 'exports/batches/changes',
  exportBackstage: 'export-donations-backstage',
  dumpDonations: 'dump-donations',
  preferences: 'preferences/{resource}',
  autocomplete: 'autocomplete/{resource}.json',
  staticUpload: 'upload/static',
  employees: 'employees',
  employee: 'employees/{uuid}',
  employeeTransitions: 'employees/{uuid}/transitions',
  employeeTransition: 'employees/{employee}/transitions/{uuid}.json',
  employeePassword: 'employees/{uuid}/password.json',
  employeeRoles: 'employees/{uuid}/roles',
  calllogs: 'calllogs',
  publicApplicants: 'public/applicants',
  rolesTable: 'static/roles-table.html',
  donations: 'donations',
  donation: 'donations/{donationId}',
  donationHistory: 'donations/{donationId}/history',
  donationDuplicates: 'donations/duplicates',
  signatureUpload: 'upload/signature',
  signature: 'upload/signature/{signature}',
  settings: 'settings',
  setting: 'settings/{type}/{key}',
  settingRenderExample: 'settings/render-example',
  notifications: 'notifications',
  shifts: 'shifts',
  shift: 'shifts/{uuid}',
  shiftDashboard: 'shifts/dashboard',
  donationChecks: 'donationchecks',
  donationCheck: 'donationchecks/{uuid}',
  donationImport: 'update-donations',
  donationImportBatches: 'update-donations/batches',
  donationImportRollback: 'update-donations/batches/{id}/rollback',
  voiceToken: 'voice/token',
  voiceCallee: 'voice/callees/{key}',
  voiceSimulatorCalls: 'voice/simulator/calls',
  voiceSimulatorHangup: 'voice/simulator/calls/{sid}/hangup',
} as const;
export type ApiPathName = keyof typeof API_PATHS;

/**
 * Fills `{name}` placeholders of an api path template (`clients/{clientId}/campaigns`) with
 * URL-encoded values; throws when one is missing, so a half-filled path is never called.
 */
export function fillPath(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Path ${template}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}
