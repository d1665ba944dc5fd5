/** The campaign theme (spec §2, §3): every theme key with its type, each saved on its own. */
import {
  THEME_SETTING_KEY_TYPES,
  THEME_SETTING_LABELS,
  type ThemeSettingKey,
} from '@veldwerk/shared/domain';
import {
  FormGrid,
  PageHeader,
  PageNotFound,
  QueryState,
  useCan,
  useIdParams,
} from '@veldwerk/shared/ui';
import { Card, Form } from 'antd';

import { links } from '../../../paths';
import { campaigns } from '../../campaigns/api';
import { storedThemeSettings, themeSettings } from '../api';
import { ColorSetting } from '../components/color-setting';
import { FileSetting } from '../components/file-setting';
import { TextSetting } from '../components/text-setting';
import type { SettingContext } from '../components/use-setting-draft';

const SECTIONS: { title: string; keys: ThemeSettingKey[] }[] = [
  { title: 'Huisstijl', keys: ['logo', 'primary', 'secundairy'] },
  {
    title: 'Startscherm',
    keys: ['splash-background', 'splash-title', 'splash-subtitle', 'splash-button'],
  },
  { title: 'Bedankscherm', keys: ['thanks-background', 'thanks-title', 'thanks-subtitle'] },
  { title: 'Teksten', keys: ['legal-confirmation', 'receive-mail', 'receive-email'] },
];

function Setting({
  context,
  settingKey,
  stored,
}: {
  context: SettingContext;
  settingKey: ThemeSettingKey;
  stored: string;
}) {
  const props = { context, settingKey, label: THEME_SETTING_LABELS[settingKey], stored };
  switch (THEME_SETTING_KEY_TYPES[settingKey]) {
    case 'color':
      return <ColorSetting {...props} />;
    case 'file':
      return <FileSetting {...props} />;
    case 'text':
      return <TextSetting {...props} />;
  }
}

function CampaignTheme({ clientId, campaignId }: { clientId: number; campaignId: number }) {
  const settings = storedThemeSettings.useRead({ clientId, campaignId });
  const editable = useCan('PUT', themeSettings.path({ clientId, campaignId, name: 'logo' }));
  const context: SettingContext = { clientId, campaignId, editable };
  return (
    <QueryState query={settings} label="Thema">
      {(stored) => (
        <Form layout="vertical" component="div">
          <FormGrid columns={380} gap={16} rowGap={16}>
            {SECTIONS.map((section) => (
              <Card key={section.title} title={section.title} size="small">
                {section.keys.map((key) => (
                  <Setting
                    key={key}
                    context={context}
                    settingKey={key}
                    stored={stored[key]?.value ?? ''}
                  />
                ))}
              </Card>
            ))}
          </FormGrid>
        </Form>
      )}
    </QueryState>
  );
}

/** The way back names the campaign ("← Campagne Zomeractie"). */
function useCampaignBack(clientId: number, campaignId: number) {
  const name = campaigns.useOne({ clientId, campaignId }).data?.name;
  return {
    to: links.campaignUpdate(clientId, campaignId),
    label: name ? `Campagne ${name}` : 'Campagne',
  };
}

function CampaignThemeScreen(ids: { clientId: number; campaignId: number }) {
  const back = useCampaignBack(ids.clientId, ids.campaignId);
  return (
    <>
      <PageHeader title="Campagnethema" back={back} />
      <CampaignTheme {...ids} />
    </>
  );
}

export function CampaignThemePage() {
  const ids = useIdParams({ clientId: 'number', campaignId: 'number' });
  if (ids === null) return <PageNotFound />;
  return <CampaignThemeScreen {...ids} />;
}
