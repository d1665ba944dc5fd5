/** A colour: a picker, and the hex text beside it for the keyboard (`#1f7a4d`). */
import { isColor } from '@veldwerk/shared/validation';
import type { ThemeSettingKey } from '@veldwerk/shared/domain';
import { ColorPicker, Input } from 'antd';
import { useId } from 'react';

import { SettingRow } from './setting-row';
import { useSettingDraft, type SettingContext } from './use-setting-draft';

export function ColorSetting({
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
  const valid = setting.draft.trim() === '' || isColor(setting.draft.trim());
  const shownError = setting.error ?? (valid ? null : 'Incorrect formaat');
  return (
    <SettingRow
      id={id}
      label={label}
      error={shownError}
      onSave={context.editable ? () => void setting.commit(setting.draft.trim()) : undefined}
      saveDisabled={!setting.changed || !valid || setting.draft.trim() === ''}
      saving={setting.saving}
    >
      <ColorPicker
        value={valid && setting.draft.trim() !== '' ? setting.draft.trim() : undefined}
        disabled={!context.editable}
        format="hex"
        aria-label={`Kies ${label}`}
        onChangeComplete={(color) => setting.setDraft(`#${color.toHex().slice(0, 6)}`)}
      />
      <Input
        id={id}
        value={setting.draft}
        placeholder="#rrggbb"
        maxLength={7}
        disabled={!context.editable}
        aria-invalid={shownError !== null}
        aria-describedby={shownError ? `${id}-error` : undefined}
        style={{ width: 140 }}
        onChange={(event) => setting.setDraft(event.target.value)}
      />
    </SettingRow>
  );
}
