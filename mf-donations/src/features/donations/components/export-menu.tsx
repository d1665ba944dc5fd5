/**
 * The donor list's export dropdown (spec §2): four items, each shown only when the access table
 * allows its path and method. "Donateurs dumpen" downloads every donation as csv; "Wijzigingen
 * importeren" opens the import; "Exportbestand" (needs a client and a campaign filter and at
 * least one result) opens the campaign's export screen with the list's filters; "Naar
 * projecttool sturen" sends the filtered donors and shows (and logs) the answer's summary.
 */
import DownOutlined from '@ant-design/icons/DownOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { downloadErrorMessage, type QueryParams } from '@veldwerk/shared/client';
import { EXPORT_MESSAGES } from '@veldwerk/shared/domain';
import { useCan } from '@veldwerk/shared/ui';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';

import { links } from '../../../paths';
import { downloadDump, sendToProjectTool } from '../api';

export interface ExportMenuProps {
  client: number | undefined;
  campaign: number | undefined;
  count: number;
  /** The list's filters as query parameters (handed to the export screen and the project tool). */
  filters: QueryParams;
}

/** `?state[]=A&exported=false` for the export screen's address (its own filters). */
function searchOf(filters: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export function ExportMenu({ client, campaign, count, filters }: ExportMenuProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const mayDump = useCan('GET', 'dump-donations');
  const mayImport = useCan('POST', 'update-donations');
  const mayExport = useCan('POST', 'export-donations');
  const mayBackstage = useCan('PUT', 'export-donations-backstage');
  const exportReady = client !== undefined && campaign !== undefined && count > 0;
  const dump = async () => {
    try {
      await downloadDump();
    } catch (error) {
      void message.error(downloadErrorMessage(error));
    }
  };
  const backstage = async () => {
    try {
      const summary = await sendToProjectTool(filters);
      console.info('export-donations-backstage', summary);
      void message.success(EXPORT_MESSAGES.backstageSent(summary.sent));
    } catch (error) {
      void message.error(downloadErrorMessage(error));
    }
  };

  const items: MenuProps['items'] = [
    mayDump && { key: 'dump', label: 'Donateurs dumpen', onClick: () => void dump() },
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
          void navigate(`/clients/${client}/campaigns/${campaign}/export/${searchOf(filters)}`);
        }
      },
    },
    mayBackstage && {
      key: 'backstage',
      label: 'Naar projecttool sturen',
      onClick: () => void backstage(),
    },
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
