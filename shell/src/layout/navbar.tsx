import DownOutlined from '@ant-design/icons/DownOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useSession } from '@veldwerk/shared/client';
import { Button, Dropdown, Flex, Layout, Tooltip, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';

import { navigationFor } from '../areas/area-access';
import type { Area } from '../areas/area-registry';
import { useBrandingTitle, useDeployment } from '../deployment/use-deployment';
import { preloadRemoteModule } from '../federation/remote-registry';
import { paths } from '../paths';

export const ADMIN_MENU_LABEL = 'Beheer';
export const VERSION_LABEL = __VELDWERK_VERSION__;

const linkColor = 'rgba(255, 255, 255, 0.85)';

function preload(area: Area) {
  preloadRemoteModule(area.remote, './routes');
}

function NavItem({ area }: { area: Area }) {
  const { token } = theme.useToken();
  const style = ({ isActive }: { isActive: boolean }): CSSProperties => ({
    color: isActive ? '#fff' : linkColor,
    background: isActive ? token.colorPrimary : 'transparent',
    borderRadius: token.borderRadius,
    padding: '6px 12px',
    lineHeight: '20px',
    whiteSpace: 'nowrap',
  });
  return (
    <NavLink
      to={area.prefix}
      style={style}
      onMouseEnter={() => preload(area)}
      onFocus={() => preload(area)}
    >
      {area.label}
    </NavLink>
  );
}

function AdminMenu({ areas }: { areas: Area[] }) {
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: areas.map((area) => ({
          key: area.id,
          label: area.label,
          onMouseEnter: () => preload(area),
        })),
        onClick: ({ key }) => {
          const area = areas.find((candidate) => candidate.id === key);
          if (area) void navigate(area.prefix);
        },
      }}
    >
      <Button type="text" style={{ color: linkColor }}>
        {ADMIN_MENU_LABEL} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/** spec §2 "Navigation bar". */
export function Navbar() {
  const status = useSession((state) => state.status);
  const roles = useSession((state) => state.roles);
  const fullName = useSession((state) => state.fullName);
  const title = useBrandingTitle();
  const logoUrl = useDeployment().data?.logoUrl;
  const authenticated = status === 'authenticated';
  const navigation = authenticated ? navigationFor(roles) : { main: [], admin: [] };

  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24, paddingInline: 24 }}>
      <Link
        to={authenticated ? paths.profile : paths.login}
        style={{ display: 'flex', alignItems: 'center', gap: 10, color: '#fff', fontWeight: 600 }}
      >
        {logoUrl && <img src={logoUrl} alt="" height={28} />}
        <span style={{ fontSize: 18 }}>{title}</span>
      </Link>
      <nav aria-label="Hoofdmenu" style={{ flex: 1, minWidth: 0 }}>
        <Flex align="center" gap={4} wrap="wrap">
          {navigation.main.map((area) => (
            <NavItem key={area.id} area={area} />
          ))}
          {navigation.admin.length > 0 && <AdminMenu areas={navigation.admin} />}
        </Flex>
      </nav>
      <Flex align="center" gap={16}>
        <Typography.Text style={{ color: 'rgba(255, 255, 255, 0.45)', fontSize: 12 }}>
          versie {VERSION_LABEL}
        </Typography.Text>
        {authenticated ? (
          <Link to={paths.profile} style={{ color: linkColor, whiteSpace: 'nowrap' }}>
            <UserOutlined /> {fullName}
          </Link>
        ) : (
          <Tooltip title="Niet ingelogd">
            <LockOutlined
              role="img"
              aria-label="Niet ingelogd"
              style={{ color: linkColor, fontSize: 18 }}
            />
          </Tooltip>
        )}
      </Flex>
    </Layout.Header>
  );
}
