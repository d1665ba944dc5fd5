import { Layout } from 'antd';
import { useRef } from 'react';
import { Outlet } from 'react-router-dom';

import { SoftphoneSlot } from '../softphone/softphone-slot';
import { Navbar } from './navbar';
import { focusMain, usePageOrientation } from './page-orientation';
import { SHELL_CLASSES, ShellStyles } from './shell-styles';

export const SKIP_LINK_LABEL = 'Naar de inhoud';
export const MAIN_ID = 'inhoud';

/** Every page but the public ones: skip link, navbar, the page, the softphone for who may call. */
export function AppLayout() {
  const main = useRef<HTMLElement>(null);
  usePageOrientation(main);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <ShellStyles />
      <a
        href={`#${MAIN_ID}`}
        className={SHELL_CLASSES.skipLink}
        onClick={(event) => {
          event.preventDefault();
          focusMain(main.current);
        }}
      >
        {SKIP_LINK_LABEL}
      </a>
      <Navbar />
      {/* The bottom padding keeps a fixed softphone button clear of a page's last controls. */}
      <Layout.Content
        ref={main}
        id={MAIN_ID}
        style={{ padding: '24px 16px 96px', maxWidth: 1400, width: '100%', margin: '0 auto' }}
      >
        <Outlet />
      </Layout.Content>
      <SoftphoneSlot />
    </Layout>
  );
}
