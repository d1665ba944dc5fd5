import type { ThemeSettingKey } from '@veldwerk/shared/domain';
import { Input } from 'antd';
import { useId } from 'react';

import { SettingRow } from './setting-row';
import { useSettingDraft, type SettingContext } from './use-setting-draft';

export function TextSetting({
  context,
  settingKey,
  label,
  stored,
}: {
  context: SettingContext;
  settingKey: ThemeSettingKey;
  label: string;
  stored: string;
}) {
  const id = useId();
  const setting = useSettingDraft(context, settingKey, label, stored);
  return (
    <SettingRow
      id={id}
      label={label}
      error={setting.error}
      onSave={context.editable ? () => void setting.commit() : undefined}
      saveDisabled={!setting.changed}
      saving={setting.saving}
    >
      <Input.TextArea
        id={id}
        value={setting.draft}
        autoSize={{ minRows: 1, maxRows: 6 }}
        disabled={!context.editable}
        aria-invalid={setting.error !== null}
        aria-describedby={setting.error ? `${id}-error` : undefined}
        onChange={(event) => setting.setDraft(event.target.value)}
      />
    </SettingRow>
  );
}
