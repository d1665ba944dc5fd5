import { Result, Typography } from 'antd';
import type { ReactNode } from 'react';

export const NOT_YET_AVAILABLE = 'Nog niet beschikbaar';

export interface NotYetAvailableProps {
  /** The page's Dutch title (e.g. "Donateurs"). */
  title: string;
  /** What the finished page will do, in one sentence. */
  description?: ReactNode;
}

/** A page whose screen is not built yet: its real title, and a plain label saying so. */
export function NotYetAvailable({ title, description }: NotYetAvailableProps) {
  return (
    <section aria-label={title}>
      <Typography.Title level={1} style={{ fontSize: 30 }}>
        {title}
      </Typography.Title>
      <Result
        status="info"
        title={NOT_YET_AVAILABLE}
        subTitle={description ?? 'Dit scherm wordt in een volgende versie gebouwd.'}
      />
    </section>
  );
}
