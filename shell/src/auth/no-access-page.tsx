import { Result } from 'antd';

import { FrameHeading, ShellLinkButton } from '../layout/shell-link-button';
import { paths } from '../paths';

export const NO_ACCESS_TITLE = 'Geen toegang';

/** A signed-in user opened an area their roles do not reach. */
export function NoAccessPage({ label }: { label: string }) {
  return (
    <Result
      status="403"
      title={<FrameHeading>{NO_ACCESS_TITLE}</FrameHeading>}
      subTitle={`U heeft geen rechten voor ${label}. Vraag een beheerder om toegang als u dit nodig heeft.`}
      extra={
        <ShellLinkButton type="primary" to={paths.profile}>
          Naar mijn profiel
        </ShellLinkButton>
      }
    />
  );
}
