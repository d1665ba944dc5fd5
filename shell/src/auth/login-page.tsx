import LoginOutlined from '@ant-design/icons/LoginOutlined';
import {
  authenticate,
  ERROR_MESSAGES,
  loginErrorMessage,
  useSession,
} from '@veldwerk/shared/client';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';

import { useDeployment } from '../deployment/use-deployment';
import { NEXT_PARAM, paths, safeReturnPath } from '../paths';
import { createUserManager, isGoogle, signInWithPopup } from './oidc';

export const LOGIN_TITLE = 'Authenticatie vereist';

/**
 * Where to sign in instead, when the api says sign-in can only return to other addresses than
 * this one (the development provider knows them; Google's are unknown here): the same page there.
 */
export function signInAddress(
  returnOrigins: readonly string[] | null | undefined,
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
): string | null {
  if (!returnOrigins || returnOrigins.length === 0 || returnOrigins.includes(location.origin)) {
    return null;
  }
  return `${returnOrigins[0]}${location.pathname}${location.search}`;
}

/**
 * `/`: one single-sign-on button. A signed-in user goes on to the `next` target or the profile;
 * a failure shows in a red alert until the next attempt (spec §4, §8). Opened at an address
 * sign-in cannot return to, the page says so and links to the right one instead of opening a
 * popup that could never finish.
 */
export function LoginPage() {
  const status = useSession((state) => state.status);
  const loginError = useSession((state) => state.loginError);
  const pending = useSession((state) => state.loginPending);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const deployment = useDeployment();
  const identity = deployment.data?.identity;
  const manager = useMemo(
    () => (identity ? createUserManager(identity, window.location.origin) : undefined),
    [identity],
  );

  if (status === 'authenticated') {
    return <Navigate to={safeReturnPath(searchParams.get(NEXT_PARAM)) ?? paths.profile} replace />;
  }

  const signIn = () => {
    if (!manager || !identity) return;
    const session = useSession.getState();
    session.startLogin();
    // No await before the popup opens: browsers only allow popups straight from a click.
    signInWithPopup(manager, identity)
      .then((idToken) => authenticate(idToken))
      .catch((error: unknown) => useSession.getState().failLogin(loginErrorMessage(error)));
  };

  const elsewhere = signInAddress(identity?.returnOrigins, {
    origin: window.location.origin,
    pathname: location.pathname,
    search: location.search,
  });
  const error = loginError ?? (deployment.isError ? ERROR_MESSAGES.loginInitFailed : null);
  const label =
    identity && isGoogle(identity) ? 'Inloggen met Google' : 'Inloggen met single sign-on';

  return (
    <Flex justify="center" align="center" style={{ minHeight: '60vh', padding: 24 }}>
      <Card
        title={
          <h1 style={{ fontSize: 'inherit', fontWeight: 'inherit', margin: 0 }}>{LOGIN_TITLE}</h1>
        }
        style={{ width: '100%', maxWidth: 420 }}
      >
        <Flex vertical gap="middle">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {identity?.hostedDomain
              ? `Log in met uw account van ${identity.hostedDomain}.`
              : 'Log in met uw organisatie-account.'}
          </Typography.Paragraph>
          {elsewhere && (
            <Alert
              type="error"
              showIcon
              role="alert"
              message={ERROR_MESSAGES.loginWrongAddress(new URL(elsewhere).origin)}
              description={
                <Typography.Link href={elsewhere}>Naar {new URL(elsewhere).origin}</Typography.Link>
              }
            />
          )}
          {error && <Alert type="error" showIcon message={error} role="alert" />}
          <Button
            type="primary"
            size="large"
            block
            icon={<LoginOutlined aria-hidden />}
            loading={pending}
            disabled={!manager || elsewhere !== null}
            onClick={signIn}
          >
            {label}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
