import { settingListContract } from '@veldwerk/shared/domain';
import { ListView, PageHeader } from '@veldwerk/shared/ui';

import { links } from '../../../paths';
import { settingColumns } from '../components/setting-columns';

/** `/settings/`: the notification templates. */
export function SettingListPage() {
  return (
    <>
      <PageHeader title="Instellingen" />
      <ListView
        contract={settingListContract}
        columns={settingColumns}
        rowKey={(setting) => `${setting.type}/${setting.key}`}
        label="Instellingen"
        detailPath={(setting) => links.preview(setting.type, setting.key)}
      />
    </>
  );
}
