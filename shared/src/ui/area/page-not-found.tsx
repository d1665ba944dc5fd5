import { Result, Typography } from 'antd';

import { LinkButton } from '../common/link-button';

export const NOT_FOUND_TITLE = 'Pagina niet gevonden';

export interface PageNotFoundProps {
  /** The way on (a deleted record's list): "Naar Klanten". */
  back?: { to: string; label: string };
}

/** Inside an area: a path the area does not have, or a record that is gone. */
export function PageNotFound({ back }: PageNotFoundProps = {}) {
  return (
    <Result
      status="404"
      title={
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {NOT_FOUND_TITLE}
        </Typography.Title>
      }
      subTitle="Deze pagina bestaat niet (meer)."
      extra={
        back && (
          <LinkButton type="primary" to={back.to}>
            Naar {back.label}
          </LinkButton>
        )
      }
    />
  );
}
