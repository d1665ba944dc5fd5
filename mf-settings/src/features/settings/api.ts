/** Settings (spec §7 `settings`, `settings/{type}/{key}`, `settings/render-example`). */
import {
  API_PATHS,
  renderedExampleSchema,
  renderSettingPayload,
  settingListContract,
  settingSchema,
  settingToPayload,
} from '@veldwerk/shared/domain';
import { defineResource } from '@veldwerk/shared/ui';

export const settings = defineResource({
  collection: API_PATHS.settings,
  item: API_PATHS.setting,
  schema: settingSchema,
  toPayload: settingToPayload,
  list: settingListContract,
  idParams: (setting) => ({ type: setting.type, key: setting.key }),
});

/** The server renders a template with an example applicant (the preview). */
export const renderExample = settings.action({
  method: 'POST',
  path: API_PATHS.settingRenderExample,
  body: (template: string) => renderSettingPayload(template),
  schema: renderedExampleSchema,
});

export const { useSave: useSaveSetting } = settings;
