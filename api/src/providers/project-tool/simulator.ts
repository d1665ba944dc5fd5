/**
 * The default project tool: records every call it receives (tests read them back) and accepts
 * every donor, except one without a reference number, which a real tool cannot match.
 */
import type { ProjectToolDonor, ProjectToolProvider } from './provider';

export interface ProjectToolCall {
  project: string | null;
  donors: ProjectToolDonor[];
}

export interface SimulatorProjectTool extends ProjectToolProvider {
  readonly received: ProjectToolCall[];
}

export function createSimulatorProjectTool(): SimulatorProjectTool {
  const received: ProjectToolCall[] = [];
  return {
    name: 'simulator',
    received,
    send(project, donors) {
      received.push({ project, donors: [...donors] });
      const missing = donors.filter((donor) => donor.reference_number === null);
      return Promise.resolve({
        accepted: donors.length - missing.length,
        rejected: missing.length,
        messages: missing.map((donor) => `Donateur ${donor.id}: geen referentienummer.`),
      });
    },
  };
}
