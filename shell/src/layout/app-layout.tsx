import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';

import { SoftphoneSlot } from '../softphone/softphone-slot';
import { Navbar } from './navbar';

/** Every page but the public ones: navbar, the page, the softphone for those who may call. */
export function AppLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Navbar />
      {/* The bottom padding keeps the fixed softphone button clear of a page's last controls. */}
      <Layout.Content
        style={{ padding: '24px 24px 96px', maxWidth: 1400, width: '100%', margin: '0 auto' }}
      >
        <Outlet />
      </Layout.Content>
      <SoftphoneSlot />
    </Layout>
  );
}
