/** The campaign theme (spec §2, §3): every theme key with its type, each saved on its own. */
import {
  THEME_SETTING_KEY_TYPES,
  THEME_SETTING_LABELS,
  type ThemeSettingKey,
} from '@veldwerk/shared/domain';
import { PageNotFound, useCan } from '@veldwerk/shared/ui';
import { Card, Form } from 'antd';
import { useParams } from 'react-router-dom';

import { PageHeader } from '../../../components/page-header';
import { LoadFailed, Loading } from '../../../components/query-state';
import { idParam, links } from '../../../paths';
import { settingPath, useThemeSettings } from '../api';
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
  const settings = useThemeSettings(clientId, campaignId);
  const editable = useCan('PUT', settingPath(clientId, campaignId, 'logo'));
  if (settings.isPending) return <Loading label="Thema" />;
  if (settings.isError) return <LoadFailed error={settings.error} />;
  const context: SettingContext = { clientId, campaignId, editable };
  return (
    <Form layout="vertical" component="div">
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(380px, 1fr))',
          gap: 16,
          alignItems: 'start',
        }}
      >
        {SECTIONS.map((section) => (
          <Card key={section.title} title={section.title} size="small">
            {section.keys.map((key) => (
              <Setting
                key={key}
                context={context}
                settingKey={key}
                stored={settings.data[key]?.value ?? ''}
              />
            ))}
          </Card>
        ))}
      </div>
    </Form>
  );
}

export function CampaignThemePage() {
  const params = useParams();
  const clientId = idParam(params.clientId);
  const campaignId = idParam(params.campaignId);
  if (clientId === null || campaignId === null) return <PageNotFound />;
  return (
    <>
      <PageHeader
        title="Campagnethema"
        back={{ to: links.campaignUpdate(clientId, campaignId), label: 'Campagne' }}
      />
      <CampaignTheme clientId={clientId} campaignId={campaignId} />
    </>
  );
}
