/** A page's title (h2), an optional way back, what it is (a tag), and the page's actions. */
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
          {back.label}
        </Link>
      )}
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
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
