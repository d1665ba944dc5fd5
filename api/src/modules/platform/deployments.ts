/**
 * Deployments: branding, branch lists, the state variant and the dashboard of each site, chosen by
 * the request's host from `DEPLOYMENTS_FILE` (`api/config/deployments.json` by default).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { deploymentSchema } from '@veldwerk/shared/domain';

const siteSchema = deploymentSchema
  .pick({ title: true, logoUrl: true, hq: true, stateVariant: true, dashboardUrl: true })
  .extend({ dashboardUrl: z.url({ protocol: /^https?$/ }).nullable() })
  .refine((site) => site.hq.active.every((hq) => site.hq.all.includes(hq)), {
    message: 'every active hq must also be listed in hq.all',
  });
export type Site = z.infer<typeof siteSchema>;

const fileSchema = z.object({
  default: siteSchema,
  sites: z
    .array(z.object({ hosts: z.array(z.string().min(1)).min(1) }).and(siteSchema))
    .default([]),
});

export interface Deployments {
  /** The site for a `Host` header value (port ignored, case-insensitive), else the default. */
  readonly forHost: (host: string | undefined) => Site;
  /** The origin of the site's dashboard frame, for the CSP. */
  readonly dashboardOrigin: (host: string | undefined) => string | null;
}

function hostname(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d+$/, '');
}

export function loadDeployments(file: string): Deployments {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read DEPLOYMENTS_FILE ${file}: ${(error as Error).message}`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid DEPLOYMENTS_FILE ${file}:\n${issues.join('\n')}`);
  }
  const byHost = new Map<string, Site>();
  for (const { hosts, ...site } of parsed.data.sites) {
    for (const host of hosts) byHost.set(hostname(host), site);
  }
  const fallback = parsed.data.default;
  const forHost = (host: string | undefined) =>
    (host === undefined ? undefined : byHost.get(hostname(host))) ?? fallback;
  return {
    forHost,
    dashboardOrigin: (host) => {
      const url = forHost(host).dashboardUrl;
      return url === null ? null : new URL(url).origin;
    },
  };
}
