import BugOutlined from '@ant-design/icons/BugOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { isRole, ROLE_LABELS } from '@veldwerk/shared/auth';
import { logout, useSession } from '@veldwerk/shared/client';
import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useDeployment } from '../deployment/use-deployment';
import { ShellLinkButton } from '../layout/shell-link-button';
import { paths } from '../paths';

/** `/profile/`: who is signed in, the deployment's dashboard, report a problem, log out. */
export function ProfilePage() {
  const fullName = useSession((state) => state.fullName);
  const email = useSession((state) => state.email);
  const roles = useSession((state) => state.roles);
  const dashboardUrl = useDeployment().data?.dashboardUrl;
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const signOut = () => {
    setLeaving(true);
    void logout().then(() => navigate(paths.login, { replace: true }));
  };

  return (
    <Flex vertical gap="large">
      <Card>
        <Flex justify="space-between" align="start" wrap="wrap" gap="middle">
          <div>
            <Typography.Title level={1} style={{ marginTop: 0, fontSize: 30 }}>
              {fullName}
            </Typography.Title>
            <Typography.Text type="secondary">{email}</Typography.Text>
            <div style={{ marginTop: 12 }}>
              {roles
                .filter(isRole)
                // Every signed-in user holds these; naming them says nothing.
                .filter((role) => role !== 'ROLE_USER' && role !== 'ROLE_ANONYMOUS')
                .map((role) => (
                  <Tag key={role}>{ROLE_LABELS[role]}</Tag>
                ))}
            </div>
          </div>
          <Space wrap>
            {/* A link that looks like a button: one focusable element, opens in a tab on demand. */}
            <ShellLinkButton icon={<BugOutlined aria-hidden />} to={paths.bugReport}>
              Probleem melden
            </ShellLinkButton>
            <Button icon={<LogoutOutlined aria-hidden />} loading={leaving} onClick={signOut}>
              Uitloggen
            </Button>
          </Space>
        </Flex>
      </Card>
      {dashboardUrl && (
        <iframe
          title="Dashboard"
          src={dashboardUrl}
          style={{ width: '100%', height: '75vh', border: 0, borderRadius: 8, background: '#fff' }}
        />
      )}
    </Flex>
  );
}
