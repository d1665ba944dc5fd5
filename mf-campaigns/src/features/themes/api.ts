/** A campaign's theme settings and static uploads through the shared api client. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@veldwerk/shared/client';
import {
  API_PATHS,
  STATIC_UPLOAD_FIELD,
  fillPath,
  themeSettingPayload,
  themeSettingSchema,
  uploadResultSchema,
  type ThemeSetting,
  type ThemeSettingKey,
} from '@veldwerk/shared/domain';

export const themeKeys = {
  settings: (clientId: number, campaignId: number) =>
    ['campaigns', 'theme', clientId, campaignId] as const,
};

export const settingPath = (clientId: number, campaignId: number, name: ThemeSettingKey) =>
  fillPath(API_PATHS.campaignSetting, { clientId, campaignId, name });

/** The stored settings by key; keys the screen does not know are skipped. */
export function useThemeSettings(clientId: number, campaignId: number) {
  return useQuery({
    queryKey: themeKeys.settings(clientId, campaignId),
    queryFn: async ({ signal }) => {
      const answer = await api.get(fillPath(API_PATHS.campaignSettings, { clientId, campaignId }), {
        signal,
      });
      const settings: Partial<Record<ThemeSettingKey, ThemeSetting>> = {};
      for (const item of Array.isArray(answer) ? answer : []) {
        const parsed = themeSettingSchema.safeParse(item);
        if (parsed.success) settings[parsed.data.key] = parsed.data;
      }
      return settings;
    },
  });
}

export function useSaveThemeSetting(clientId: number, campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: ThemeSettingKey; value: string }) =>
      api.put(settingPath(clientId, campaignId, key), themeSettingPayload(key, value)),
    onSuccess: (_answer, { key, value }) => {
      queryClient.setQueryData<Partial<Record<ThemeSettingKey, ThemeSetting>>>(
        themeKeys.settings(clientId, campaignId),
        (current) => ({
          ...current,
          [key]: {
            key,
            value: value.trim(),
            type: themeSettingPayload(key, value).theme_setting.type,
          },
        }),
      );
    },
  });
}

/** `POST upload/static` (multipart `upload[upload]`): the stored file's URL. */
export async function uploadStatic(file: File): Promise<string> {
  const body = new FormData();
  body.append(STATIC_UPLOAD_FIELD, file, file.name);
  const answer = await api.post(API_PATHS.staticUpload, body);
  return uploadResultSchema.parse(answer).value;
}
