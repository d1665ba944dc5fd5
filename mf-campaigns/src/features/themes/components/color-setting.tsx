/** A colour: a picker, and the hex text beside it for the keyboard (`#1f7a4d`). */
import { MESSAGES, isColor } from '@veldwerk/shared/validation';
import type { ThemeSettingKey } from '@veldwerk/shared/domain';
import { Button, ColorPicker, Input } from 'antd';
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
  const color = valid && setting.draft.trim() !== '' ? setting.draft.trim() : undefined;
  const shownError = setting.error ?? (valid ? null : MESSAGES.format);
  return (
    <SettingRow
      id={id}
      label={label}
      error={shownError}
      onSave={context.editable ? () => void setting.commit(setting.draft.trim()) : undefined}
      saveDisabled={!setting.changed || !valid || setting.draft.trim() === ''}
      saving={setting.saving}
    >
      {/* The swatch is a real button: reachable by Tab, opened with Enter or Space. */}
      <ColorPicker
        value={color}
        disabled={!context.editable}
        format="hex"
        onChangeComplete={(picked) => setting.setDraft(`#${picked.toHex().slice(0, 6)}`)}
      >
        <Button
          aria-label={`Kies ${label}`}
          disabled={!context.editable}
          style={{ width: 32, padding: 0, background: color ?? undefined }}
        />
      </ColorPicker>
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
