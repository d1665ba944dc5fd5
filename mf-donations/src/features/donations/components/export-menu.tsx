/**
 * The donor list's export dropdown (spec §2): four items, each shown only when the access table
 * allows its path and method. The items' screens belong to the import/export work: until they
 * land, an item opens its route (import changes, the campaign's export page) or says "Nog niet
 * beschikbaar". "Exportbestand" needs a client and a campaign filter and at least one result.
 */
import DownOutlined from '@ant-design/icons/DownOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { DONATION_MESSAGES } from '@veldwerk/shared/domain';
import { useCan } from '@veldwerk/shared/ui';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';

import { links } from '../../../paths';

export interface ExportMenuProps {
  client: number | undefined;
  campaign: number | undefined;
  count: number;
}

export function ExportMenu({ client, campaign, count }: ExportMenuProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const mayDump = useCan('GET', 'dump-donations');
  const mayImport = useCan('POST', 'update-donations');
  const mayExport = useCan('POST', 'export-donations');
  const mayBackstage = useCan('PUT', 'export-donations-backstage');
  const exportReady = client !== undefined && campaign !== undefined && count > 0;
  const notYet = () => void message.info(DONATION_MESSAGES.notYetAvailable);

  const items: MenuProps['items'] = [
    mayDump && { key: 'dump', label: 'Donateurs dumpen', onClick: notYet },
    mayImport && {
      key: 'import',
      label: 'Wijzigingen importeren',
      onClick: () => void navigate(links.import()),
    },
    mayExport && {
      key: 'export',
      label: 'Exportbestand',
      disabled: !exportReady,
      title: exportReady ? undefined : 'Kies eerst een klant en een campagne met resultaten.',
      onClick: () => {
        if (client !== undefined && campaign !== undefined) {
          window.location.assign(`/clients/${client}/campaigns/${campaign}/export/`);
        }
      },
    },
    mayBackstage && { key: 'backstage', label: 'Naar projecttool sturen', onClick: notYet },
  ].filter((item) => item !== false);

  if (items.length === 0) return null;
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button icon={<ExportOutlined aria-hidden />}>
        Export <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
