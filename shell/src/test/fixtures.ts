import type { SessionUserData } from '@veldwerk/shared/client';
import type { Deployment } from '@veldwerk/shared/domain';

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

export const remotesFixture = {
  mf_recruitment: '/remotes/mf-recruitment/mf-manifest.json',
  mf_donations: '/remotes/mf-donations/mf-manifest.json',
  mf_campaigns: '/remotes/mf-campaigns/mf-manifest.json',
  mf_shifts: '/remotes/mf-shifts/mf-manifest.json',
  mf_settings: '/remotes/mf-settings/mf-manifest.json',
  mf_softphone: '/remotes/mf-softphone/mf-manifest.json',
};

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
