/**
 * A page the user may not use, said before they start: "Geen toegang" (a create page for who may
 * not create), with the way back. The api refuses the same calls (the shared access table).
 */
import { Result, Typography } from 'antd';
import type { ReactNode } from 'react';

import { LinkButton } from '../common/link-button';
import { useCan } from './use-can';

export const ACCESS_TEXTS = {
  title: 'Geen toegang',
  subtitle:
    'U heeft geen rechten voor deze pagina. Vraag een beheerder om toegang als u dit nodig heeft.',
  readOnly: 'U kunt deze gegevens bekijken, maar niet wijzigen.',
} as const;

export interface NoAccessProps {
  /** The way back ("Klanten"). */
  back?: { to: string; label: string };
}

export function NoAccess({ back }: NoAccessProps) {
  return (
    <Result
      status="403"
      title={
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {ACCESS_TEXTS.title}
        </Typography.Title>
      }
      subTitle={ACCESS_TEXTS.subtitle}
      extra={
        back && (
          <LinkButton type="primary" to={back.to}>
            Terug naar {back.label}
          </LinkButton>
        )
      }
    />
  );
}

export interface RequireCanProps extends NoAccessProps {
  /** The call the page exists for (`POST clients`). */
  method: string;
  path: string;
  children: ReactNode;
}

/** The page when the user may make its call, otherwise "Geen toegang". */
export function RequireCan({ method, path, back, children }: RequireCanProps) {
  const allowed = useCan(method, path);
  return allowed ? <>{children}</> : <NoAccess back={back} />;
}
