import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Records a test needs but does not test, made through the api the screens use (spec §7 bodies,
 * wrapped under the resource name). The screens under test create their own subject.
 */
export interface InputFieldBody {
  name: string;
  label: string;
  required?: boolean;
  options?: string[];
}

export class Records {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private async send<T>(method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> {
    const response = await this.request.fetch(`/api/${path}`, {
      method,
      data,
      headers: { 'Authorization-Token': this.token },
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  client(name: string): Promise<{ id: number; name: string }> {
    return this.send('POST', 'clients', { client: { name, enabled: true } });
  }

  campaign(
    clientId: number,
    name: string,
    inputFields: InputFieldBody[] = [],
  ): Promise<{ id: number; name: string }> {
    return this.send('POST', `clients/${clientId}/campaigns`, {
      campaign: { name, enabled: true, input_fields: inputFields },
    });
  }

  layout(
    campaignId: number,
    name: string,
    fields: { col_name: string; source_field: string }[],
  ): Promise<{ id: number; name: string }> {
    return this.send('POST', 'exports/layouts', {
      export_layout: { campaign: campaignId, name, file_type: 'xlsx', layout_body: fields },
    });
  }

  /** Back to the default columns of a list (`{columns: []}`). */
  async resetColumns(resource: string): Promise<void> {
    await this.send('PUT', `preferences/${resource}`, { columns: [] });
  }
}
