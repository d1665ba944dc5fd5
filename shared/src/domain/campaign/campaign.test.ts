import { describe, expect, it } from 'vitest';
import {
  campaignFormSchema,
  campaignPayloadSchema,
  campaignToFormValues,
  campaignToPayload,
  clientCampaignSelectionSchema,
  extraFieldIssues,
  type CampaignFormValues,
} from './campaign';
import {
  clientFormSchema,
  clientPayloadSchema,
  clientToFormValues,
  clientToPayload,
} from '../client/client';
import { errorsOf } from '../common/test-helpers';

const campaign = (overrides: Partial<CampaignFormValues> = {}): CampaignFormValues => ({
  ...campaignToFormValues(),
  name: 'Zomeractie',
  ...overrides,
});

describe('campaign and client names', () => {
  it('are required, 3 to 100 characters', () => {
    for (const schema of [campaignFormSchema, clientFormSchema]) {
      const base = schema === clientFormSchema ? clientToFormValues() : campaign();
      expect(errorsOf(schema, { ...base, name: '' })).toEqual({ name: 'Vereist veld' });
      expect(errorsOf(schema, { ...base, name: 'ab' })).toEqual({ name: 'Minimaal 3 karakters' });
      expect(errorsOf(schema, { ...base, name: 'x'.repeat(101) })).toEqual({
        name: 'Maximaal 100 karakters',
      });
      expect(errorsOf(schema, { ...base, name: 'abc' })).toEqual({});
      expect(errorsOf(schema, { ...base, name: 'x'.repeat(100) })).toEqual({});
    }
  });

  it('client payload is wrapped under "client" with the same rules', () => {
    const payload = clientToPayload({ name: '  WNF ', enabled: true });
    expect(payload).toEqual({ client: { name: 'WNF', enabled: true } });
    expect(errorsOf(clientPayloadSchema, payload)).toEqual({});
    expect(errorsOf(clientPayloadSchema, { client: { name: ' ab ' } })).toEqual({
      'client.name': 'Minimaal 3 karakters',
    });
  });
});

describe('campaign', () => {
  it('checks the backstage reference slug and the address link', () => {
    expect(
      errorsOf(
        campaignFormSchema,
        campaign({ backstage_reference: 'wnf 2026', address_link: 'ftp://x' }),
      ),
    ).toEqual({
      backstage_reference: 'Incorrect formaat',
      address_link: 'Incorrect formaat',
    });
  });

  it('checks input fields: name, label, unique names', () => {
    const input_fields = [
      { name: 'tshirt', label: 'T-shirt', required: true, options: ['S', 'M'] },
      { name: 'tshirt', label: '', required: false, options: [] },
      { name: 'T shirt', label: 'x', required: false, options: [] },
    ];
    expect(errorsOf(campaignFormSchema, campaign({ input_fields }))).toEqual({
      'input_fields.1.label': 'Vereist veld',
      'input_fields.1.name': 'Deze naam komt al voor',
      'input_fields.2.name': 'Incorrect formaat',
    });
  });

  it('sends {campaign: …} with a lowercased backstage reference and cleaned options', () => {
    const payload = campaignToPayload(
      campaign({
        backstage_reference: ' WNF-2026 ',
        input_fields: [{ name: 'maat', label: 'Maat', required: true, options: [' S ', '', 'M'] }],
      }),
    );
    expect(payload.campaign).toMatchObject({
      name: 'Zomeractie',
      backstage_reference: 'wnf-2026',
      input_fields: [{ name: 'maat', label: 'Maat', required: true, options: ['S', 'M'] }],
    });
    expect(errorsOf(campaignPayloadSchema, payload)).toEqual({});
    const parsed = campaignPayloadSchema.parse({
      campaign: { name: 'Actie', backstage_reference: 'ABC' },
    });
    expect(parsed.campaign.backstage_reference).toBe('abc');
    expect(parsed.campaign.input_fields).toEqual([]);
  });

  it('checks the input-field values of a donation', () => {
    const fields = [{ name: 'maat', label: 'Maat', required: true, options: ['S'] }];
    expect(extraFieldIssues(fields, {})).toEqual([
      { path: ['extra_fields', 'maat'], message: 'Vereist veld' },
    ]);
    expect(extraFieldIssues(fields, { maat: 'S' })).toEqual([]);
  });

  it('does not take an Object.prototype member for a value (a field named constructor)', () => {
    const fields = [{ name: 'constructor', label: 'Bouwer', required: true, options: [] }];
    expect(extraFieldIssues(fields, {})).toEqual([
      { path: ['extra_fields', 'constructor'], message: 'Vereist veld' },
    ]);
  });

  it('needs a client number when choosing client and campaign', () => {
    expect(errorsOf(clientCampaignSelectionSchema, {})).toEqual({ client: 'Vereist veld' });
    expect(errorsOf(clientCampaignSelectionSchema, { client: 'x' })).toEqual({
      client: 'Vereist veld',
    });
    expect(errorsOf(clientCampaignSelectionSchema, { client: 3, campaign: 4 })).toEqual({});
  });
});
