import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

import { paths } from '../paths';

export const NO_ACCESS_TITLE = 'Geen toegang';

/** A signed-in user opened an area their roles do not reach. */
export function NoAccessPage({ label }: { label: string }) {
  return (
    <Result
      status="403"
      title={NO_ACCESS_TITLE}
      subTitle={`U heeft geen rechten voor ${label}. Vraag een beheerder om toegang als u dit nodig heeft.`}
      extra={
        <Link to={paths.profile}>
          <Button type="primary">Naar mijn profiel</Button>
        </Link>
      }
    />
  );
}
