/**
 * The catalogue the people and donations refer to: clients (fictional Dutch charities), their
 * campaigns with input fields and theme settings, export layouts with fields, and the
 * notification templates (settings). Small, so it is built in memory and written first.
 */
import {
  EXPORT_DONATION_FIELDS,
  NOTIFICATION_EVENTS,
  THEME_SETTING_KEY_TYPES,
  csvOptionsFor,
  extraFieldSource,
  type ExportFileType,
  type FieldDelimiter,
  type InputField,
  type LineEnding,
  type NotificationEvent,
  type ThemeSettingKey,
} from '@veldwerk/shared/domain';
import { amsterdamInstant, isoDay } from './calendar';
import { randomFor, type SeedContext } from './context';
import type { SeedRow } from './repo';
import type { Random } from './random';

// prettier-ignore
const CAUSES = [
  'Zeehondenopvang Waddenkust', 'Kinderhulp Wereldwijd', 'Natuurfonds Lage Landen',
  'Schoon Water Nu', 'Dierenasiel Samen Sterk', 'Hartfonds Noord', 'Vluchtelingenwerk Welkom',
  'Voedselhulp Dichtbij', 'Kankeronderzoek Hoop', 'Bijenbehoud Nederland',
  'Oceaan Zonder Plastic', 'Alzheimer Samen', 'Clowns voor Kinderen', 'Ouderen Niet Alleen',
  'Bos voor Morgen', 'Longfonds Ademruimte', 'Geleidehonden Oost', 'Weidevogels Polderland',
  'Reumazorg Actief', 'Boekenkast voor Iedereen', 'Rampenhulp Direct', 'Diabetes Vooruit',
  'Jeugdsport Doet Mee', 'Mensenrechten Nu', 'Wilde Dieren Noodhulp', 'Zorgboerderij De Hoeve',
  'Spierziekten Kracht', 'Veilig Thuis Fonds', 'Onderdak voor Daklozen',
  'Vrienden van het Kinderziekenhuis',
];

const CAMPAIGN_KINDS = [
  'Straatwerving',
  'Deur-tot-deur',
  'Winkelcentra',
  'Evenementen',
  'Stationswerving',
  'Tablet Festivals',
] as const;
const SEASONS = ['Voorjaar', 'Zomer', 'Najaar', 'Winter'] as const;

/** Input fields a campaign may ask (name, label, required, options). */
// prettier-ignore
const INPUT_FIELD_POOL: readonly InputField[] = [
  { name: 'werflocatie', label: 'Wervingslocatie', required: true, options: ['Winkelstraat', 'Station', 'Markt', 'Evenement', 'Deur-tot-deur'] },
  { name: 'nieuwsbrief', label: 'Nieuwsbrief ontvangen', required: true, options: ['ja', 'nee'] },
  { name: 'tshirt_maat', label: 'T-shirtmaat', required: false, options: ['S', 'M', 'L', 'XL'] },
  { name: 'actiecode', label: 'Actiecode', required: false, options: [] },
  { name: 'contact_voorkeur', label: 'Contactvoorkeur', required: false, options: ['telefoon', 'e-mail', 'post'] },
  { name: 'welkomstgeschenk', label: 'Welkomstgeschenk', required: false, options: ['tas', 'sleutelhanger', 'geen'] },
  { name: 'aanbrenger', label: 'Aangebracht door (donateur)', required: false, options: [] },
];

const ACTION_CODES = ['ZOMER25', 'WELKOM', 'STRAAT10', 'FESTIVAL', 'NAJAAR', 'VRIEND'] as const;

/** A value for an input field; free-text fields get something that fits their name. */
export function inputFieldValue(random: Random, field: InputField): string {
  if (field.options.length > 0) return random.pick(field.options);
  if (field.name === 'actiecode') return random.pick(ACTION_CODES);
  return random.pick(['Buurvrouw', 'Collega', 'Vriendin', 'Familielid', 'Oud-donateur']);
}

export interface CampaignInfo {
  readonly id: number;
  readonly clientId: number;
  readonly name: string;
  readonly enabled: boolean;
  readonly inputFields: readonly InputField[];
}

export interface World {
  readonly clients: readonly SeedRow<'clients'>[];
  readonly campaigns: readonly CampaignInfo[];
  /** Enabled campaigns (all campaigns when none is enabled). */
  readonly activeCampaigns: readonly CampaignInfo[];
  readonly rows: {
    readonly clients: readonly SeedRow<'clients'>[];
    readonly campaigns: readonly SeedRow<'campaigns'>[];
    readonly inputFields: readonly SeedRow<'campaignInputFields'>[];
    readonly themeSettings: readonly SeedRow<'campaignThemeSettings'>[];
    readonly layouts: readonly SeedRow<'exportLayouts'>[];
    readonly layoutFields: readonly SeedRow<'exportLayoutFields'>[];
    readonly settings: readonly SeedRow<'settings'>[];
  };
}

export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A deterministic permutation of 0..n-1. */
function permutation(random: Random, n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    const a = order[i];
    const b = order[j];
    if (a !== undefined && b !== undefined) {
      order[i] = b;
      order[j] = a;
    }
  }
  return order;
}

function clientName(ctx: SeedContext, index: number, order: readonly number[]): string {
  const cause = CAUSES[order[index % CAUSES.length] ?? 0] ?? 'Goede Doelen';
  const round = Math.floor(index / CAUSES.length);
  const random = randomFor(ctx, 'client', index);
  const name = random.chance(0.5) ? `Stichting ${cause}` : cause;
  return round === 0 ? name : `${name} ${round + 1}`;
}

const PALETTE = [
  ['#0b6e4f', '#f2c14e'],
  ['#1d3557', '#e63946'],
  ['#6a4c93', '#ffca3a'],
  ['#005f73', '#94d2bd'],
  ['#bc4749', '#f2e8cf'],
  ['#264653', '#e9c46a'],
  ['#3a86ff', '#ffbe0b'],
  ['#2b2d42', '#ef233c'],
] as const;

function themeTexts(clientName: string): Partial<Record<ThemeSettingKey, string>> {
  return {
    'splash-title': `Word vandaag donateur van ${clientName}`,
    'splash-button': 'Ik doe mee',
    'splash-subtitle': 'Met een vast bedrag per maand maak jij het verschil.',
    'thanks-title': 'Hartelijk dank voor je steun!',
    'thanks-subtitle': 'Je ontvangt binnen enkele dagen een bevestiging per e-mail.',
    'legal-confirmation': `Ik machtig ${clientName} om het gekozen bedrag periodiek van mijn rekening af te schrijven. Ik kan dit altijd stopzetten.`,
    'receive-mail': 'Ik ontvang graag post over de resultaten',
    'receive-email': 'Ik ontvang graag de nieuwsbrief per e-mail',
  };
}

// prettier-ignore
const TEMPLATES: Readonly<Record<NotificationEvent, string>> = {
  mg_confirmation: 'Hoi {{ employee.firstname }}, leuk dat je kennis komt maken bij Veldwerk {{ employee.hq }}! We zien je op {{ event_date }} om {{ event_time }}. Tot dan!',
  mg_reminder: 'Hoi {{ employee.firstname }}, een herinnering: morgen om {{ event_time }} is je kennismaking bij Veldwerk {{ employee.hq }}. Lukt het niet? Bel ons even.',
  trial_confirmation: 'Beste {{ employee.firstname }},\n\nJe proefdag staat gepland op {{ event_date }} om {{ event_time }} bij ons kantoor in {{ employee.hq }}. Neem een geldig identiteitsbewijs mee.\n\nGroet,\nTeam Veldwerk',
  trial_reminder: 'Hoi {{ employee.firstname }}, morgen is je proefdag! Start om {{ event_time }} in {{ employee.hq }}. Trek comfortabele schoenen aan.',
  welcome_mail: 'Beste {{ employee.firstname }},\n\nWelkom bij Veldwerk! Vanaf {{ employee.start_date }} ben je onderdeel van team {{ employee.hq }}. In de bijlage vind je alles over je eerste werkweek.\n\nVeel succes,\nTeam Veldwerk',
  no_answer: 'Hoi {{ employee.firstname }}, we hebben je geprobeerd te bellen over je sollicitatie bij Veldwerk. Bel je ons terug?',
  no_show: 'Hoi {{ employee.firstname }}, we hebben je vandaag gemist. Wil je een nieuwe afspraak maken? Bel of app ons.',
  no_vacancies: 'Beste {{ employee.firstname }},\n\nDank voor je sollicitatie. Op dit moment hebben we in {{ employee.hq }} helaas geen plek. We bewaren je gegevens en nemen contact op zodra dat verandert.\n\nTeam Veldwerk',
  wrong_phone_number: 'Beste {{ employee.firstname }},\n\nWe konden je niet bereiken: het telefoonnummer dat we van je hebben klopt niet. Wil je je juiste nummer doorgeven?\n\nTeam Veldwerk',
  non_eu_rejection: 'Beste {{ employee.firstname }},\n\nDank voor je interesse. Helaas kunnen we je zonder tewerkstellingsvergunning niet in dienst nemen.\n\nTeam Veldwerk',
};

const LAYOUT_NAMES = [
  'Standaard export',
  'Backstage import',
  'Maandelijkse levering',
  'Controle belteam',
  'Welkomstpakket',
] as const;

// prettier-ignore
const LAYOUT_FIELD_SETS: readonly (readonly (keyof typeof EXPORT_DONATION_FIELDS)[])[] = [
  ['reference_number', 'sex', 'initials', 'firstname', 'surname_prefix', 'surname', 'postal_code', 'house_number', 'house_number_suffix', 'street', 'place', 'iban', 'bic', 'amount', 'period', 'start_date'],
  ['reference_number', 'recruiter_employee_code', 'recruited_date', 'state', 'amount', 'period', 'iban', 'email', 'mobile'],
  ['reference_number', 'firstname', 'surname', 'tel', 'mobile', 'email', 'language', 'receive_mail', 'receive_email'],
  ['reference_number', 'initials', 'surname', 'street', 'house_number', 'postal_code', 'place', 'country', 'birth_date', 'creation_date'],
];

export function buildWorld(ctx: SeedContext): World {
  const { clients: clientCount, campaigns: campaignCount, layouts: layoutCount } = ctx.sizes;
  const order = permutation(randomFor(ctx, 'client', 1_000_000), CAUSES.length);
  const since = amsterdamInstant(ctx.today - ctx.historyDays - 30, 9 * 60);

  const clients: SeedRow<'clients'>[] = [];
  for (let c = 0; c < clientCount; c += 1) {
    const random = randomFor(ctx, 'client', c);
    clients.push({
      id: ctx.base.client + c + 1,
      name: clientName(ctx, c, order),
      enabled: c < 2 || random.chance(0.9),
    });
  }

  const campaigns: CampaignInfo[] = [];
  const campaignRows: SeedRow<'campaigns'>[] = [];
  const inputFields: SeedRow<'campaignInputFields'>[] = [];
  const themeSettings: SeedRow<'campaignThemeSettings'>[] = [];
  const year = Number(isoDay(ctx.today).slice(0, 4));
  for (let k = 0; k < campaignCount; k += 1) {
    const random = randomFor(ctx, 'campaign', k);
    const client = clients[k < clientCount ? k : random.int(0, clientCount - 1)];
    if (client === undefined) throw new Error('a campaign needs a client');
    const kind = random.pick(CAMPAIGN_KINDS);
    const campaignYear = year - (k < clientCount ? 0 : random.int(0, 1));
    const name = `${kind} ${random.pick(SEASONS)} ${campaignYear}`;
    const id = ctx.base.campaign + k + 1;
    // The first campaign of each client is always running, so every client has donations.
    const enabled = k < clientCount || (campaignYear === year && random.chance(0.85));
    const fields = INPUT_FIELD_POOL.filter(() => random.chance(0.3)).slice(0, 3);
    campaigns.push({ id, clientId: client.id, name, enabled, inputFields: fields });
    const clientSlug = slug(client.name).replace(/^stichting-/, '');
    campaignRows.push({
      id,
      clientId: client.id,
      name,
      backstageReference: `${clientSlug}-${slug(kind)}-${campaignYear}-${id}`,
      enabled,
      availableForTablet: random.chance(0.6),
      emailText:
        `Beste donateur,\n\nHartelijk dank dat je ${client.name} steunt. ` +
        'Binnen enkele dagen ontvang je een bevestiging van je machtiging.\n\nMet vriendelijke groet',
      addressLink: random.chance(0.5) ? `https://www.example.org/${clientSlug}/privacy` : null,
    });
    fields.forEach((field, position) =>
      inputFields.push({
        campaignId: id,
        position,
        name: field.name,
        label: field.label,
        required: field.required,
        options: [...field.options],
      }),
    );
    const [primary, secondary] = PALETTE[(client.id - 1) % PALETTE.length] ?? PALETTE[0];
    const values: Partial<Record<ThemeSettingKey, string>> = {
      primary,
      secundairy: secondary,
      ...themeTexts(client.name),
    };
    for (const [key, value] of Object.entries(values) as [ThemeSettingKey, string][]) {
      themeSettings.push({
        campaignId: id,
        key,
        type: THEME_SETTING_KEY_TYPES[key],
        value,
        updatedAt: since,
      });
    }
  }

  const layouts: SeedRow<'exportLayouts'>[] = [];
  const layoutFields: SeedRow<'exportLayoutFields'>[] = [];
  for (let l = 0; l < layoutCount && campaigns.length > 0; l += 1) {
    const random = randomFor(ctx, 'layout', l);
    const campaign = campaigns[l % campaigns.length];
    if (campaign === undefined) continue;
    const round = Math.floor(l / campaigns.length);
    const fileType = random.weighted<ExportFileType>([
      ['csv', 60],
      ['xlsx', 25],
      ['ods', 10],
      ['google_sheet', 5],
    ]);
    const id = ctx.base.layout + l + 1;
    const csv = csvOptionsFor(fileType, {
      field_delimiter: random.weighted<FieldDelimiter>([
        [';', 55],
        [',', 35],
        ['\t', 10],
      ]),
      field_enclosure: random.chance(0.9) ? '"' : "'",
      line_ending: random.weighted<LineEnding>([
        ['LF', 50],
        ['CR-LF', 45],
        ['CR', 5],
      ]),
    });
    layouts.push({
      id,
      campaignId: campaign.id,
      name: `${LAYOUT_NAMES[(round + l) % LAYOUT_NAMES.length] ?? 'Export'}${round >= LAYOUT_NAMES.length ? ` ${round + 1}` : ''}`,
      fileType,
      addTitleRow: random.chance(0.9),
      fieldDelimiter: csv.field_delimiter,
      fieldEnclosure: csv.field_enclosure,
      lineEnding: csv.line_ending,
      extension: fileType === 'csv' && random.chance(0.15) ? 'txt' : null,
    });
    const fields = random.pick(LAYOUT_FIELD_SETS);
    const sources = [
      ...fields.map((field) => ({ col: EXPORT_DONATION_FIELDS[field], source: field })),
      ...campaign.inputFields.map((field) => ({
        col: field.label,
        source: extraFieldSource(field.name),
      })),
    ];
    sources.forEach(({ col, source }, position) =>
      layoutFields.push({ layoutId: id, position, colName: col, sourceField: source }),
    );
  }

  const settings: SeedRow<'settings'>[] = NOTIFICATION_EVENTS.map((event) => ({
    type: 'notification',
    key: event,
    value: TEMPLATES[event],
    updatedAt: since,
  }));

  const enabled = campaigns.filter((campaign) => campaign.enabled);
  return {
    clients,
    campaigns,
    activeCampaigns: enabled.length > 0 ? enabled : campaigns,
    rows: {
      clients,
      campaigns: campaignRows,
      inputFields,
      themeSettings,
      layouts,
      layoutFields,
      settings,
    },
  };
}
