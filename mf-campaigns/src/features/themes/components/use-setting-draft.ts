import type { ThemeSettingKey } from '@veldwerk/shared/domain';
import { App } from 'antd';
import { useEffect, useState } from 'react';

import { useSaveThemeSetting } from '../api';
import { settingErrorText } from './setting-feedback';

export interface SettingContext {
  clientId: number;
  campaignId: number;
  editable: boolean;
}

/** The edited value of one setting until it is saved, and its save. */
export function useSettingDraft(
  context: SettingContext,
  key: ThemeSettingKey,
  label: string,
  stored: string,
) {
  const { message } = App.useApp();
  const save = useSaveThemeSetting({
    clientId: context.clientId,
    campaignId: context.campaignId,
    name: key,
  });
  const [draft, setDraft] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDraft(stored), [stored]);
  const commit = async (value = draft) => {
    setError(null);
    try {
      await save.mutateAsync({ key, value });
      void message.success(`${label} opgeslagen`);
      return true;
    } catch (failure) {
      setError(settingErrorText(failure));
      return false;
    }
  };
  return {
    draft,
    setDraft,
    error,
    setError,
    commit,
    saving: save.isPending,
    changed: draft !== stored,
  };
}
