import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

import { paths } from '../paths';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Pagina niet gevonden"
      subTitle="Deze pagina bestaat niet (meer)."
      extra={
        <Link to={paths.profile}>
          <Button type="primary">Naar mijn profiel</Button>
        </Link>
      }
    />
  );
}
