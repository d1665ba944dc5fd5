/**
 * The `./widget` module the shell mounts (bottom right) for users who may use voice: the
 * softphone. Until the telephony issue lands it says so plainly.
 */
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import { NOT_YET_AVAILABLE } from '@veldwerk/shared/ui';
import { Button, Popover, Typography } from 'antd';

export const WIDGET_LABEL = 'Telefoon';

function Panel() {
  return (
    <div style={{ maxWidth: 260 }}>
      <Typography.Text strong>{NOT_YET_AVAILABLE}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
        Bellen naar donateurs en medewerkers vanuit Veldwerk komt in een volgende versie.
      </Typography.Paragraph>
    </div>
  );
}

export default function SoftphoneWidget() {
  return (
    <Popover title={WIDGET_LABEL} content={<Panel />} trigger="click" placement="topRight">
      <Button type="primary" shape="round" size="large" icon={<PhoneOutlined />}>
        {WIDGET_LABEL}
      </Button>
    </Popover>
  );
}
