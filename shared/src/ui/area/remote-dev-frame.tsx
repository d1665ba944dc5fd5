import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, Layout, Menu } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import { useState, type ReactNode } from 'react';

import { VELDWERK_THEME, createQueryClient } from '../../client';

export interface RemoteDevFrameProps {
  /** The remote's name, shown in the header ("mf_campaigns"). */
  name: string;
  /** Links to the remote's areas for the dev header. */
  links: { href: string; label: string }[];
  children: ReactNode;
}

/**
 * Stand-alone frame for a remote's own dev server (its `bootstrap.tsx`): the providers the shell
 * would give, and a plain header. Not used when the shell mounts the remote.
 */
export function RemoteDevFrame({ name, links, children }: RemoteDevFrameProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider locale={nlNL} theme={VELDWERK_THEME}>
      <App>
        <QueryClientProvider client={queryClient}>
          <Layout style={{ minHeight: '100vh' }}>
            <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
              <span style={{ color: '#fff', fontWeight: 600 }}>{name} (los)</span>
              <Menu
                theme="dark"
                mode="horizontal"
                style={{ flex: 1 }}
                selectable={false}
                items={links.map((link) => ({
                  key: link.href,
                  label: <a href={link.href}>{link.label}</a>,
                }))}
              />
            </Layout.Header>
            <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
          </Layout>
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
