import { Result } from 'antd';

import { paths } from '../paths';
import { FrameHeading, ShellLinkButton } from './shell-link-button';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<FrameHeading>Pagina niet gevonden</FrameHeading>}
      subTitle="Deze pagina bestaat niet (meer)."
      extra={
        <ShellLinkButton type="primary" to={paths.profile}>
          Naar mijn profiel
        </ShellLinkButton>
      }
    />
  );
}
