import DownOutlined from '@ant-design/icons/DownOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useSession } from '@veldwerk/shared/client';
import { Button, Drawer, Dropdown, Flex, Layout, Tooltip, theme } from 'antd';
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';

import { navigationFor } from '../areas/area-access';
import type { Area } from '../areas/area-registry';
import { useBrandingTitle, useDeployment } from '../deployment/use-deployment';
import { preloadRemoteModule } from '../federation/remote-registry';
import { paths } from '../paths';
import { SHELL_CLASSES } from './shell-styles';

export const ADMIN_MENU_LABEL = 'Beheer';
export const MENU_BUTTON_LABEL = 'Menu';
export const VERSION_LABEL = __VELDWERK_VERSION__;

/** On the dark bar: 0.85 white is 12:1, the version label's 0.75 still over 9:1. */
const linkColor = 'rgba(255, 255, 255, 0.85)';
const versionColor = 'rgba(255, 255, 255, 0.75)';

function preload(area: Area) {
  preloadRemoteModule(area.remote, './routes');
}

function useItemStyle() {
  const { token } = theme.useToken();
  return (active: boolean): CSSProperties => ({
    color: active ? '#fff' : linkColor,
    background: active ? token.colorPrimary : 'transparent',
    borderRadius: token.borderRadius,
    padding: '6px 12px',
    lineHeight: '20px',
    whiteSpace: 'nowrap',
  });
}

function NavItem({ area, onNavigate }: { area: Area; onNavigate?: () => void }) {
  const itemStyle = useItemStyle();
  return (
    <NavLink
      to={area.prefix}
      style={({ isActive }) => itemStyle(isActive)}
      onMouseEnter={() => preload(area)}
      onFocus={() => preload(area)}
      onClick={onNavigate}
    >
      {area.label}
    </NavLink>
  );
}

function isInArea(pathname: string, area: Area): boolean {
  return pathname.startsWith(area.prefix);
}

/** "Beheer": opens on click, Enter, Space and ArrowDown, with focus in the menu (arrows move). */
function AdminMenu({ areas }: { areas: Area[] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const itemStyle = useItemStyle();
  const [open, setOpen] = useState(false);
  const active = areas.some((area) => isInArea(pathname, area));
  const openByKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      autoFocus
      menu={{
        selectable: true,
        selectedKeys: areas.filter((area) => isInArea(pathname, area)).map((area) => area.id),
        items: areas.map((area) => ({
          key: area.id,
          label: area.label,
          onMouseEnter: () => preload(area),
        })),
        onClick: ({ key }) => {
          setOpen(false);
          const area = areas.find((candidate) => candidate.id === key);
          if (area) void navigate(area.prefix);
        },
      }}
    >
      <Button
        type="text"
        style={{ ...itemStyle(active), height: 'auto' }}
        aria-current={active ? 'page' : undefined}
        onKeyDown={openByKey}
      >
        {ADMIN_MENU_LABEL} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}

/** Under the phone breakpoint: every entry (Beheer's too) in a drawer behind one button. */
function PhoneMenu({ main, admin }: { main: Area[]; admin: Area[] }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        type="text"
        className={SHELL_CLASSES.phoneOnly}
        icon={<MenuOutlined aria-hidden />}
        aria-label={MENU_BUTTON_LABEL}
        aria-expanded={open}
        aria-controls="phone-menu"
        onClick={() => setOpen(true)}
        style={{ color: '#fff' }}
      >
        {MENU_BUTTON_LABEL}
      </Button>
      <Drawer
        id="phone-menu"
        title={MENU_BUTTON_LABEL}
        placement="left"
        width={280}
        open={open}
        onClose={close}
        styles={{ body: { background: '#001529', padding: 12 } }}
      >
        <nav aria-label="Hoofdmenu">
          <Flex vertical gap={4}>
            {main.map((area) => (
              <NavItem key={area.id} area={area} onNavigate={close} />
            ))}
            {admin.length > 0 && (
              <>
                <div style={{ color: versionColor, padding: '12px 12px 4px', fontSize: 12 }}>
                  {ADMIN_MENU_LABEL}
                </div>
                {admin.map((area) => (
                  <NavItem key={area.id} area={area} onNavigate={close} />
                ))}
              </>
            )}
          </Flex>
        </nav>
      </Drawer>
    </>
  );
}

/** spec §2 "Navigation bar"; under 768 px a "Menu" button opens the same entries in a drawer. */
export function Navbar() {
  const status = useSession((state) => state.status);
  const roles = useSession((state) => state.roles);
  const fullName = useSession((state) => state.fullName);
  const title = useBrandingTitle();
  const logoUrl = useDeployment().data?.logoUrl;
  const authenticated = status === 'authenticated';
  const navigation = authenticated ? navigationFor(roles) : { main: [], admin: [] };
  const hasEntries = navigation.main.length + navigation.admin.length > 0;

  return (
    <Layout.Header
      className={SHELL_CLASSES.navbar}
      style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 16 }}
    >
      {hasEntries && <PhoneMenu main={navigation.main} admin={navigation.admin} />}
      <Link
        to={authenticated ? paths.profile : paths.login}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          color: '#fff',
          fontWeight: 600,
          minWidth: 0,
        }}
      >
        {logoUrl && <img src={logoUrl} alt="" height={28} />}
        <span style={{ fontSize: 18, whiteSpace: 'nowrap' }}>{title}</span>
      </Link>
      <nav
        aria-label="Hoofdmenu"
        className={SHELL_CLASSES.desktopOnly}
        style={{ flex: 1, minWidth: 0 }}
      >
        <Flex align="center" gap={4} wrap="wrap">
          {navigation.main.map((area) => (
            <NavItem key={area.id} area={area} />
          ))}
          {navigation.admin.length > 0 && <AdminMenu areas={navigation.admin} />}
        </Flex>
      </nav>
      <Flex align="center" gap={16} style={{ marginLeft: 'auto', minWidth: 0 }}>
        <span className={SHELL_CLASSES.desktopOnly} style={{ color: versionColor, fontSize: 12 }}>
          versie {VERSION_LABEL}
        </span>
        {authenticated ? (
          <Link
            to={paths.profile}
            style={{
              color: linkColor,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            <UserOutlined aria-hidden />{' '}
            <span className={SHELL_CLASSES.visuallyHiddenOnPhone}>{fullName}</span>
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
