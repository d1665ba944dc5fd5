/**
 * The external project tool (`PUT export-donations-backstage`). The simulator (default) records
 * what it received; `PROJECT_TOOL_PROVIDER=http` posts to `PROJECT_TOOL_URL`.
 */
import type { Config } from '../../config';
import { createHttpProjectTool } from './http';
import type { ProjectToolProvider } from './provider';
import { createSimulatorProjectTool } from './simulator';

export type { ProjectToolAnswer, ProjectToolDonor, ProjectToolProvider } from './provider';

export function createProjectTool(config: Config['exports']['projectTool']): ProjectToolProvider {
  if (config.provider === 'http') {
    if (config.url === undefined)
      throw new Error('PROJECT_TOOL_PROVIDER=http needs PROJECT_TOOL_URL');
    return createHttpProjectTool({ url: config.url, key: config.key });
  }
  return createSimulatorProjectTool();
}
