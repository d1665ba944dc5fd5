import type { SessionUserData } from '@veldwerk/shared/client';
import type { Deployment } from '@veldwerk/shared/domain';
import { servedRemotesManifest } from '@veldwerk/shared/remotes';

export const deploymentFixture: Deployment = {
  title: 'Veldwerk',
  logoUrl: null,
  hq: {
    active: ['Amsterdam', 'Assen', 'Breda', 'Eindhoven'],
    all: ['Amsterdam', 'Assen', 'Breda', 'Eindhoven'],
  },
  stateVariant: 'default',
  dashboardUrl: null,
  identity: {
    issuer: 'http://localhost:8282/oidc',
    clientId: 'veldwerk-dev',
    hostedDomain: 'veldwerk.test',
    scope: 'openid email profile',
    returnOrigins: null,
  },
  devIdentityProvider: true,
};

/** `/remotes.json` as the api answers it when it serves the builds itself. */
export const remotesFixture = servedRemotesManifest();

export const users: Record<'manager' | 'superAdministration' | 'employee', SessionUserData> = {
  manager: {
    token: 'token-manager',
    roles: ['ROLE_MANAGER'],
    fullName: 'Mila Manager',
    email: 'manager@veldwerk.test',
  },
  superAdministration: {
    token: 'token-super-administration',
    roles: ['ROLE_SUPER_ADMINISTRATION'],
    fullName: 'Sanne Superadministratie',
    email: 'super.administration@veldwerk.test',
  },
  employee: {
    token: 'token-employee',
    roles: ['ROLE_EMPLOYEE'],
    fullName: 'Eva Employee',
    email: 'employee@veldwerk.test',
  },
};
