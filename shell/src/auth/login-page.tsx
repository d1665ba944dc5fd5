import LoginOutlined from '@ant-design/icons/LoginOutlined';
import {
  authenticate,
  ERROR_MESSAGES,
  loginErrorMessage,
  useSession,
} from '@veldwerk/shared/client';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import { useDeployment } from '../deployment/use-deployment';
import { NEXT_PARAM, paths, safeReturnPath } from '../paths';
import { createUserManager, isGoogle, signInWithPopup } from './oidc';

export const LOGIN_TITLE = 'Authenticatie vereist';

/**
 * `/`: one single-sign-on button. A signed-in user goes on to the `next` target or the profile;
 * a failure shows in a red alert until the next attempt (spec §4, §8).
 */
export function LoginPage() {
  const status = useSession((state) => state.status);
  const loginError = useSession((state) => state.loginError);
  const pending = useSession((state) => state.loginPending);
  const [searchParams] = useSearchParams();
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

  const error = loginError ?? (deployment.isError ? ERROR_MESSAGES.loginInitFailed : null);
  const label =
    identity && isGoogle(identity) ? 'Inloggen met Google' : 'Inloggen met single sign-on';

  return (
    <Flex justify="center" align="center" style={{ minHeight: '60vh', padding: 24 }}>
      <Card title={LOGIN_TITLE} style={{ width: '100%', maxWidth: 420 }}>
        <Flex vertical gap="middle">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {identity?.hostedDomain
              ? `Log in met uw account van ${identity.hostedDomain}.`
              : 'Log in met uw organisatie-account.'}
          </Typography.Paragraph>
          {error && <Alert type="error" showIcon message={error} role="alert" />}
          <Button
            type="primary"
            size="large"
            block
            icon={<LoginOutlined />}
            loading={pending}
            disabled={!manager}
            onClick={signIn}
          >
            {label}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
