/**
 * Api paths (without `/api/`) of the clients, campaigns, themes and export layouts area, and of
 * the platform calls every list uses. Templates with `{name}` placeholders: fill them with
 * `fillPath` (`list.ts`). Browser hooks and api routes take their paths from here.
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
  preferences: 'preferences/{resource}',
  autocomplete: 'autocomplete/{resource}.json',
  staticUpload: 'upload/static',
} as const;
export type ApiPathName = keyof typeof API_PATHS;
