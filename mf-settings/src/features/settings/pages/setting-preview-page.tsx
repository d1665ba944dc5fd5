import { EditOutlined } from '@ant-design/icons';
import { LinkButton, PageHeader, useCan } from '@veldwerk/shared/ui';

import { links } from '../../../paths';
import { settings } from '../api';
import { SettingPage } from '../components/setting-page';
import { TemplatePreview } from '../components/template-preview';

/** `/settings/{type}/{key}/`: the template rendered by the server with an example applicant. */
function EditButton({ type, settingKey }: { type: string; settingKey: string }) {
  const allowed = useCan('PUT', settings.path({ type, key: settingKey }));
  if (!allowed) return null;
  return (
    <LinkButton
      to={links.update(type, settingKey)}
      type="primary"
      icon={<EditOutlined aria-hidden />}
    >
      Wijzigen
    </LinkButton>
  );
}

export function SettingPreviewPage() {
  return (
    <SettingPage>
      {(setting) => (
        <>
          <PageHeader
            title={`Voorvertoning ${setting.key}`}
            back={{ to: links.settings(), label: 'Instellingen' }}
            actions={<EditButton type={setting.type} settingKey={setting.key} />}
          />
          <TemplatePreview settingKey={setting.key} template={setting.value} />
        </>
      )}
    </SettingPage>
  );
}
