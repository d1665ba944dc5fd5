/**
 * A page's title — its `h1`, which the shell focuses after a navigation and names in the
 * document title — an optional way back (named after its target: "Klant Kinderhulp"), what it
 * is (a tag), and the page's actions.
 */
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface PageHeaderProps {
  title: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  extra?: ReactNode;
}

export function PageHeader({ title, back, actions, extra }: PageHeaderProps) {
  return (
    <header style={{ marginBottom: 16 }}>
      {back && (
        <Link to={back.to} style={{ display: 'inline-flex', gap: 6, marginBottom: 4 }}>
          <ArrowLeftOutlined aria-hidden />
          {/* The arrow says "back"; the text names where to. */}
          {back.label}
        </Link>
      )}
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 30, lineHeight: 1.3 }}>
          {title}
        </Typography.Title>
        {extra}
        {actions && (
          <Space wrap style={{ marginLeft: 'auto' }}>
            {actions}
          </Space>
        )}
      </div>
    </header>
  );
}
