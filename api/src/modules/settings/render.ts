/**
 * Notification templates in Liquid, rendered safely: templates written by office staff run with
 * no file system (an empty in-memory template map: `include`/`render`/`layout` find nothing),
 * only the data's own properties (`ownPropertyOnly`: no `constructor`, no prototype), unknown
 * filters refused at parse time, and limits on parse size, render time and memory, so a loop
 * that would run forever or build megabytes is stopped. Errors come back in Dutch with the line.
 */
import { Liquid, LiquidError } from 'liquidjs';
import { SETTING_MESSAGES } from '@veldwerk/shared/domain';

/** What a template sees (the names of `TEMPLATE_VARIABLES`). */
export interface TemplateData {
  employee: {
    firstname: string;
    surname_prefix: string;
    surname: string;
    full_name: string;
    employee_code: string;
    hq: string;
    start_date: string;
    street: string;
    house_number: string;
    postal_code: string;
    place: string;
  };
  event_date: string;
  event_time: string;
  agency: string;
}

export type RenderResult = { ok: true; text: string } | { ok: false; message: string };

export interface RenderLimits {
  /** Milliseconds of rendering before it is stopped. */
  renderMs: number;
  /** Characters of output (and other allocations) liquidjs may make. */
  memory: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = { renderMs: 500, memory: 1_000_000 };

const PARSE_LIMIT = 100_000;

function lineOf(error: LiquidError): number | null {
  const position = error.token?.getPosition?.();
  return position?.[0] ?? null;
}

/** The Dutch detail of a liquidjs error (its English message is never shown). */
function detailOf(error: LiquidError): string {
  const message = error.message;
  const tag = /tag "([^"]+)" not found/.exec(message);
  if (tag?.[1] !== undefined) return SETTING_MESSAGES.unknownTag(tag[1]);
  const filter = /undefined filter: ([^,\s]+)/.exec(message);
  if (filter?.[1] !== undefined) return SETTING_MESSAGES.unknownFilter(filter[1]);
  const notClosed = /(?:tag|output) (.+?) not closed/.exec(message);
  if (notClosed?.[1] !== undefined) return SETTING_MESSAGES.notClosed(notClosed[1]);
  if (message.includes('memory alloc limit')) return SETTING_MESSAGES.memoryLimit;
  if (message.includes('template render limit')) return SETTING_MESSAGES.renderLimit;
  if (message.includes('Failed to lookup')) return SETTING_MESSAGES.include;
  return SETTING_MESSAGES.syntax;
}

export class TemplateRenderer {
  readonly #liquid: Liquid;

  constructor(limits: RenderLimits = DEFAULT_RENDER_LIMITS) {
    this.#liquid = new Liquid({
      templates: {},
      ownPropertyOnly: true,
      strictFilters: true,
      strictVariables: false,
      parseLimit: PARSE_LIMIT,
      renderLimit: limits.renderMs,
      memoryLimit: limits.memory,
      cache: false,
    });
  }

  /** Parses only: a Dutch message with the line when the template is not valid Liquid. */
  check(template: string): string | null {
    try {
      this.#liquid.parse(template);
      return null;
    } catch (error) {
      if (!LiquidError.is(error)) throw error;
      return SETTING_MESSAGES.templateError(lineOf(error), detailOf(error));
    }
  }

  async render(template: string, data: TemplateData): Promise<RenderResult> {
    try {
      const text = (await this.#liquid.parseAndRender(template, data)) as string;
      return { ok: true, text };
    } catch (error) {
      if (!LiquidError.is(error)) throw error;
      return { ok: false, message: SETTING_MESSAGES.templateError(lineOf(error), detailOf(error)) };
    }
  }
}

/** The example applicant of the settings preview. */
export function exampleTemplateData(agency: string): TemplateData {
  return {
    employee: {
      firstname: 'Sanne',
      surname_prefix: 'de',
      surname: 'Vries',
      full_name: 'Sanne de Vries',
      employee_code: '123456',
      hq: 'Amsterdam',
      start_date: '01/03/2026',
      street: 'Keizersgracht',
      house_number: '12a',
      postal_code: '1015 CJ',
      place: 'Amsterdam',
    },
    event_date: '12/03/2026',
    event_time: '14:30',
    agency,
  };
}
