import {
  settingValueFormSchema,
  type Setting,
  type SettingValueFormValues,
} from '@veldwerk/shared/domain';
import { EntityForm, PageHeader, TextField, useEntityForm, useWatch } from '@veldwerk/shared/ui';

import { links } from '../../../paths';
import { useSaveSetting } from '../api';
import { SettingPage } from '../components/setting-page';
import { PREVIEW_DELAY_MS, TemplatePreview } from '../components/template-preview';
import { VariableList } from '../components/variable-list';

export const SETTING_SAVED = 'Instelling succesvol opgeslagen';

function LivePreview({ settingKey }: { settingKey: string }) {
  const value = useWatch<SettingValueFormValues>({ name: 'value' });
  return (
    <TemplatePreview
      settingKey={settingKey}
      template={typeof value === 'string' ? value : ''}
      delay={PREVIEW_DELAY_MS}
    />
  );
}

function SettingForm({ setting }: { setting: Setting }) {
  const save = useSaveSetting({ type: setting.type, key: setting.key });
  const entity = useEntityForm({
    schema: settingValueFormSchema,
    defaultValues: { value: setting.value },
    save: (values: SettingValueFormValues) => save.mutateAsync(values),
    successMessage: SETTING_SAVED,
    redirectTo: (saved) => links.preview(saved.type, saved.key),
  });
  return (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
        alignItems: 'start',
      }}
    >
      <EntityForm entity={entity} label="Instelling">
        <TextField<SettingValueFormValues> name="value" label="Waarde" required rows={10} />
        <LivePreview settingKey={setting.key} />
      </EntityForm>
      <VariableList />
    </div>
  );
}

/** `/settings/{type}/{key}/update/`: the editor, its live preview and the variables. */
export function SettingUpdatePage() {
  return (
    <SettingPage>
      {(setting) => (
        <>
          <PageHeader
            title={`Instelling ${setting.key} wijzigen`}
            back={{ to: links.preview(setting.type, setting.key), label: 'Voorvertoning' }}
          />
          <SettingForm setting={setting} />
        </>
      )}
    </SettingPage>
  );
}
