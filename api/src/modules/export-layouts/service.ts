/**
 * The rules of saving an export layout beyond its payload schema (spec §3, §8): the campaign
 * must exist; every source field must be a donation field or an input field of that campaign;
 * column names are unique; the csv options belong to csv only. A refusal answers 400 in the
 * validation shape plus `layout_messages` — the layout's problems as "field: message".
 */
import {
  csvOptionsFor,
  hasCsvOptions,
  isKnownSourceField,
  textOrNull,
  type ExportField,
  type ExportLayoutPayloadBody,
  type IssueLike,
} from '@veldwerk/shared/domain';
import { MESSAGES } from '@veldwerk/shared/validation';
import type { DbOrTx } from '../../db/client';
import { InvalidInputError } from '../../http/errors';
import { isStorableId } from '../../http/params';
import { campaignWithInputFields, type LayoutValues } from './repo';

export const LAYOUT_MESSAGES = {
  refused: 'De export layout kan niet worden opgeslagen.',
  unknownCampaign: 'Onbekende campagne.',
  unknownSource: 'Onbekend bronveld',
  unknownSourceLine: (column: string, source: string) =>
    `kolom "${column}" leest het onbekende bronveld "${source}".`,
  duplicateColumnLine: (column: string) => `de kolomnaam "${column}" komt vaker voor.`,
  csvOnly: 'Alleen voor CSV',
  csvOnlyLine: 'scheidingsteken, omsluiting en regeleinde horen alleen bij CSV.',
  extensionFormat: 'Gebruik 1 tot 10 letters of cijfers, zonder punt ervoor.',
} as const;

const EXTENSION = /^\.?([A-Za-z0-9]{1,10})$/;
const CSV_OPTIONS = ['field_delimiter', 'field_enclosure', 'line_ending'] as const;

/** Checks a layout payload against its campaign; the stored values and fields, or a 400. */
export async function checkLayout(
  db: DbOrTx,
  body: ExportLayoutPayloadBody,
): Promise<{ values: LayoutValues; fields: ExportField[] }> {
  const issues: IssueLike[] = [];
  const layoutMessages: Record<string, string> = {};
  const refuse = (): never => {
    throw new InvalidInputError(issues, {
      message: LAYOUT_MESSAGES.refused,
      ...(Object.keys(layoutMessages).length > 0
        ? { extra: { layout_messages: layoutMessages } }
        : {}),
    });
  };

  const campaign =
    body.campaign === null || body.campaign === undefined || !isStorableId(body.campaign)
      ? undefined
      : await campaignWithInputFields(db, body.campaign);
  if (campaign === undefined) {
    issues.push({
      path: ['campaign'],
      message: body.campaign == null ? MESSAGES.required : LAYOUT_MESSAGES.unknownCampaign,
    });
    refuse();
  }

  const seen = new Set<string>();
  body.layout_body.forEach((field, index) => {
    if (!isKnownSourceField(field.source_field, campaign?.inputFieldNames)) {
      issues.push({
        path: ['layout_body', index, 'source_field'],
        message: LAYOUT_MESSAGES.unknownSource,
      });
      layoutMessages[`layout_body.${index}`] = LAYOUT_MESSAGES.unknownSourceLine(
        field.col_name,
        field.source_field,
      );
    }
    if (seen.has(field.col_name)) {
      issues.push({ path: ['layout_body', index, 'col_name'], message: MESSAGES.duplicateName });
      layoutMessages[`layout_body.${index}`] = LAYOUT_MESSAGES.duplicateColumnLine(field.col_name);
    }
    seen.add(field.col_name);
  });

  if (!hasCsvOptions(body.file_type)) {
    const given = CSV_OPTIONS.filter((option) => body[option] != null);
    for (const option of given) issues.push({ path: [option], message: LAYOUT_MESSAGES.csvOnly });
    if (given.length > 0) layoutMessages.file_type = LAYOUT_MESSAGES.csvOnlyLine;
  }

  const extension = textOrNull(body.extension);
  const extensionMatch = extension === null ? null : EXTENSION.exec(extension);
  if (extension !== null && extensionMatch === null) {
    issues.push({ path: ['extension'], message: LAYOUT_MESSAGES.extensionFormat });
  }

  if (issues.length > 0 || campaign === undefined) return refuse();
  const csv = csvOptionsFor(body.file_type, {
    ...(body.field_delimiter == null ? {} : { field_delimiter: body.field_delimiter }),
    ...(body.field_enclosure == null ? {} : { field_enclosure: body.field_enclosure }),
    ...(body.line_ending == null ? {} : { line_ending: body.line_ending }),
  });
  return {
    values: {
      campaignId: campaign.id,
      name: body.name,
      fileType: body.file_type,
      addTitleRow: body.add_title_row,
      fieldDelimiter: csv.field_delimiter,
      fieldEnclosure: csv.field_enclosure,
      lineEnding: csv.line_ending,
      extension: extensionMatch?.[1]?.toLowerCase() ?? null,
    },
    fields: body.layout_body.map((field) => ({
      col_name: field.col_name,
      source_field: field.source_field,
    })),
  };
}
