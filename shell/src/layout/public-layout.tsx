import { Layout } from 'antd';
import type { ReactNode } from 'react';

import { useBrandingTitle } from '../deployment/use-deployment';

/** The public application pages: branding only, no navigation, no session. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const title = useBrandingTitle();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ color: '#fff', fontSize: 18, fontWeight: 600, paddingInline: 24 }}>
        {title}
      </Layout.Header>
      <Layout.Content style={{ padding: 24, maxWidth: 900, width: '100%', margin: '0 auto' }}>
        {children}
      </Layout.Content>
    </Layout>
  );
}
