/**
 * `PUT export-donations-backstage`: the filtered donations go to the external project tool page
 * by page (each page grouped by campaign, whose backstage_reference names the project), and get
 * `backstage_export_date` — in one transaction, so a tool that fails half-way leaves no donor
 * marked (the pages it already received are in its own log; sending again is harmless there,
 * as the tool matches donors by reference number). One audit entry per call.
 */
import { inArray, type SQL } from 'drizzle-orm';
import { donorName, type BackstageSummary } from '@veldwerk/shared/domain';
import { recordAudit, type AuditActor } from '../../db/audit/repo';
import type { Db } from '../../db/client';
import { campaigns, donations } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { ProjectToolDonor, ProjectToolProvider } from '../../providers/project-tool';
import { EXPORT_MESSAGES } from '@veldwerk/shared/domain';
import { donationPages, markBackstageExported } from './repo';

export async function sendToProjectTool(
  db: Db,
  tool: ProjectToolProvider,
  where: SQL | undefined,
  actor: AuditActor,
  now: Date,
): Promise<BackstageSummary> {
  return db.transaction(async (tx) => {
    const projects = new Map<number, string | null>();
    const summary: BackstageSummary = {
      sent: 0,
      accepted: 0,
      rejected: 0,
      project: null,
      backstage_export_date: now.toISOString(),
      messages: [],
    };
    for await (const page of donationPages(tx, where, { forUpdate: true })) {
      const unknown = [...new Set(page.map((row) => row.campaignId))].filter(
        (id) => !projects.has(id),
      );
      if (unknown.length > 0) {
        const rows = await tx
          .select({ id: campaigns.id, ref: campaigns.backstageReference })
          .from(campaigns)
          .where(inArray(campaigns.id, unknown));
        for (const row of rows) projects.set(row.id, row.ref);
      }
      const byCampaign = new Map<number, ProjectToolDonor[]>();
      for (const row of page) {
        const list = byCampaign.get(row.campaignId) ?? [];
        list.push({
          id: row.id,
          reference_number: row.referenceNumber,
          state: row.state,
          name: donorName({
            initials: row.initials,
            firstname: row.firstname,
            surname_prefix: row.surnamePrefix,
            surname: row.surname,
          }),
          amount: row.amount,
          period: row.period,
          start_date: row.startDate,
          recruiter_employee_code: row.recruiterEmployeeCode,
          recruited_date: row.recruitedDate?.toISOString() ?? null,
        });
        byCampaign.set(row.campaignId, list);
      }
      for (const [campaignId, donors] of byCampaign) {
        const project = projects.get(campaignId) ?? null;
        summary.project ??= project;
        let answer;
        try {
          answer = await tool.send(project, donors);
        } catch {
          throw new HttpError(502, 'project_tool_failed', EXPORT_MESSAGES.projectToolFailed);
        }
        summary.sent += donors.length;
        summary.accepted += answer.accepted;
        summary.rejected += answer.rejected;
        summary.messages.push(...answer.messages.slice(0, 100 - summary.messages.length));
      }
      await markBackstageExported(
        tx,
        page.map((row) => row.id),
        now,
      );
    }
    await recordAudit(tx, {
      actor,
      action: 'update',
      table: donations,
      recordId: 'backstage',
      before: { backstage_export: null },
      after: { backstage_export: { sent: summary.sent, accepted: summary.accepted } },
    });
    return summary;
  });
}
