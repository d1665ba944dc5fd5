/**
 * The project tool over HTTP: `POST {PROJECT_TOOL_URL}/donations` with `{project, donations}`
 * and a bearer key; the tool answers `{accepted, rejected, messages}`.
 */
import { callJson } from '../http';
import type { ProjectToolAnswer, ProjectToolProvider } from './provider';

export function createHttpProjectTool(options: {
  url: string;
  key: string | undefined;
}): ProjectToolProvider {
  return {
    name: 'http',
    async send(project, donors): Promise<ProjectToolAnswer> {
      const answer = await callJson('project-tool', {
        method: 'POST',
        url: `${options.url.replace(/\/+$/, '')}/donations`,
        headers: options.key === undefined ? {} : { authorization: `Bearer ${options.key}` },
        body: { project, donations: donors },
        timeoutMs: 30_000,
      });
      const body = answer.body as Partial<ProjectToolAnswer>;
      return {
        accepted: typeof body.accepted === 'number' ? body.accepted : donors.length,
        rejected: typeof body.rejected === 'number' ? body.rejected : 0,
        messages: Array.isArray(body.messages) ? body.messages.map(String) : [],
      };
    },
  };
}
