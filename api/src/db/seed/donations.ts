/**
 * Donations (donors) and the verification calls made about them. Donation `i` is a pure function
 * of (seed, generation, i) and, for a donation recruited on a shift, of that shift: so a check
 * can copy the donation it matched before the donation itself is written.
 *
 * The state follows the age: recent donations are CONCEPT or PENDING, older ones APPROVED or
 * REJECTED; most approved ones have been exported, and a rejected one carries a reason of the
 * list that applies (`rejectReasonsFor(exported)`, `resolveRejectState`). Every value passes the
 * rules a PENDING donation is held to; a CONCEPT lacks some of them.
 */
import {
  rejectReasonsFor,
  resolveRejectState,
  type Checked,
  type DonationState,
  type Period,
  type RejectReason,
} from '@veldwerk/shared/domain';
import { amsterdamInstant, firstOfNextMonth, isoDay, minusYears, plusMinutes } from './calendar';
import { randomFor, type SeedContext } from './context';
import {
  bankAccount,
  emailLocalPart,
  EMAIL_DOMAINS,
  landlineNumber,
  mobileNumber,
  pickAddress,
  pickName,
  pickPlace,
} from './dutch';
import { seedUuid } from './ids';
import type { PeopleGenerator, PersonSummary } from './people';
import { Weighted, type Random } from './random';
import type { SeedRow } from './repo';
import { inputFieldValue, type CampaignInfo, type World } from './world';

/** Where a donation recruited on a shift was recruited. */
export interface ShiftOrigin {
  readonly recruiter: PersonSummary;
  readonly campaign: CampaignInfo;
  readonly day: number;
  /** Minutes of the day the shift ran. */
  readonly from: number;
  readonly to: number;
}

export interface DonationRecords {
  readonly donation: SeedRow<'donations'>;
  readonly callLogs: readonly SeedRow<'callLogs'>[];
}

/** A recruiter: an employee with a working period. */
interface Recruiter {
  readonly id: string;
  readonly code: string;
  readonly hq: string;
  readonly campaignId: number | null;
  readonly from: number;
  readonly to: number;
}

const PERIODS = new Weighted<Period>([
  ['M', 80],
  ['K', 5],
  ['H', 3],
  ['J', 7],
  ['E', 5],
]);

const AMOUNTS: Readonly<Record<Period, Weighted<number>>> = {
  M: new Weighted([
    [500, 10],
    [750, 8],
    [800, 6],
    [1000, 30],
    [1250, 14],
    [1500, 14],
    [2000, 10],
    [2500, 5],
    [3000, 3],
  ]),
  K: new Weighted([
    [1500, 30],
    [2500, 30],
    [3000, 20],
    [5000, 15],
    [7500, 5],
  ]),
  H: new Weighted([
    [3000, 30],
    [5000, 40],
    [7500, 20],
    [10000, 10],
  ]),
  J: new Weighted([
    [5000, 25],
    [6000, 20],
    [10000, 30],
    [15000, 15],
    [25000, 10],
  ]),
  E: new Weighted([
    [1000, 15],
    [2500, 30],
    [5000, 30],
    [10000, 15],
    [25000, 10],
  ]),
};

const SOURCES = new Weighted<string>([
  ['tablet', 55],
  ['papier', 40],
  ['import', 5],
]);

// prettier-ignore
const REJECT_COMMENTS = [
  'Donateur heeft gebeld om op te zeggen.', 'Storno via de bank.', 'Dubbele invoer.',
  'Bedenktijd gebruikt.', 'Rekeningnummer klopt niet met de naam.',
];
// prettier-ignore
const DONOR_COMMENTS = [
  'Wil geen telefonisch contact.', 'Bellen na 18:00.', 'Heeft al een machtiging bij een ander goed doel.',
  'Graag post in het Engels.', 'Verhuist volgende maand.',
];

const CALL_LOG_OFFSET = 2 ** 40;
/** Share of the donations recruited in the last three weeks (the PENDING and CONCEPT lists). */
const RECENT_SHARE = 0.06;
const RECENT_DAYS = 21;
/** Recruiters are looked up by week of their working period. */
const WEEK = 7;
const CALLS_PER_DONATION = 8;

/** `a` unless it lies after `limit`. */
const notAfter = (a: Date, limit: Date): Date => (a > limit ? limit : a);

export class DonationGenerator {
  private readonly recruiters: Recruiter[] = [];
  private readonly callers: readonly string[];
  private readonly campaignsById: ReadonlyMap<number, CampaignInfo>;
  private readonly firstDay: number;
  /** Recruiter indices by week since `firstDay`: who worked (some day of) that week. */
  private readonly byWeek: number[][] = [];
  /** Donations recruited on shifts come first; the rest are numbered from here on. */
  private regularFrom = 0;

  constructor(
    private readonly ctx: SeedContext,
    private readonly world: World,
    people: PeopleGenerator,
    /** Demo accounts that recruit (their work period is the whole history). */
    demoRecruiters: readonly { id: string; code: string }[],
  ) {
    this.firstDay = ctx.today - ctx.historyDays;
    for (const person of people.summaries) {
      if (person.code === null || person.workFrom === null || person.workTo === null) continue;
      const from = Math.max(person.workFrom, this.firstDay);
      if (from > person.workTo) continue;
      this.recruiters.push({
        id: person.id,
        code: person.code,
        hq: person.hq,
        campaignId: person.campaignId,
        from,
        to: person.workTo,
      });
    }
    for (const demo of demoRecruiters) {
      this.recruiters.push({
        id: demo.id,
        code: demo.code,
        hq: 'Amsterdam',
        campaignId: null,
        from: this.firstDay,
        to: ctx.today - 1,
      });
    }
    this.recruiters.forEach((recruiter, k) => {
      const first = Math.floor((recruiter.from - this.firstDay) / WEEK);
      const last = Math.floor((recruiter.to - this.firstDay) / WEEK);
      for (let week = first; week <= last; week += 1) {
        let list = this.byWeek[week];
        if (list === undefined) {
          list = [];
          this.byWeek[week] = list;
        }
        list.push(k);
      }
    });
    this.callers = [
      ...new Set(people.staffIds(['ROLE_ADMINISTRATION', 'ROLE_SUPER_ADMINISTRATION'])),
    ];
    this.campaignsById = new Map(world.campaigns.map((campaign) => [campaign.id, campaign]));
  }

  /** Donations `0 … count - 1` were recruited on shifts (their dates come from the shift). */
  setShiftDonations(count: number): void {
    this.regularFrom = count;
  }

  /**
   * The day of a regular donation: increasing with its number (ids follow time, as in a real
   * database, and the indexes fill from the right), with the last three weeks busier.
   */
  private dayOf(index: number, random: Random): number {
    const count = Math.max(1, this.ctx.sizes.donations - this.regularFrom);
    const f = Math.min(0.999_999, Math.max(0, (index - this.regularFrom + random.float()) / count));
    const last = this.ctx.today - 1;
    const span = last - this.firstDay + 1;
    if (span <= RECENT_DAYS) return this.firstDay + Math.floor(f * span);
    if (f >= 1 - RECENT_SHARE) {
      return (
        last - RECENT_DAYS + 1 + Math.floor(((f - 1 + RECENT_SHARE) / RECENT_SHARE) * RECENT_DAYS)
      );
    }
    return this.firstDay + Math.floor((f / (1 - RECENT_SHARE)) * (span - RECENT_DAYS));
  }

  /** Someone who worked around `day` (the day moves into their working period if needed). */
  private recruiterOn(day: number, random: Random): { recruiter: Recruiter | null; day: number } {
    const week = this.byWeek[Math.floor((day - this.firstDay) / WEEK)];
    const recruiter =
      week !== undefined && week.length > 0
        ? this.recruiters[random.pick(week)]
        : this.recruiters.length > 0
          ? random.pick(this.recruiters)
          : undefined;
    if (recruiter === undefined) return { recruiter: null, day };
    return { recruiter, day: Math.min(recruiter.to, Math.max(recruiter.from, day)) };
  }

  /** Donation number `index` (0-based); `origin` when it was recruited on a shift. */
  generate(index: number, origin: ShiftOrigin | null): DonationRecords {
    const { ctx } = this;
    const random = randomFor(ctx, 'donation', index);
    const id = ctx.base.donation + index + 1;

    let recruiter: { id: string; code: string; hq: string } | null = null;
    let campaign: CampaignInfo;
    let day: number;
    let minute: number;
    if (origin !== null) {
      recruiter = {
        id: origin.recruiter.id,
        code: origin.recruiter.code ?? '',
        hq: origin.recruiter.hq,
      };
      campaign = origin.campaign;
      day = origin.day;
      minute = random.int(origin.from, Math.max(origin.from, origin.to - 10));
    } else {
      const found = this.recruiterOn(this.dayOf(index, random), random);
      const chosen = found.recruiter;
      day = found.day;
      minute = random.int(10 * 60, 19 * 60);
      recruiter = chosen;
      const own =
        chosen?.campaignId === null || chosen === null
          ? undefined
          : this.campaignsById.get(chosen.campaignId);
      campaign =
        own !== undefined && random.chance(0.8) ? own : random.pick(this.world.activeCampaigns);
    }

    const recruited = amsterdamInstant(day, minute);
    const source = origin !== null ? 'papier' : SOURCES.pick(random);
    const latest = plusMinutes(ctx.now, -1);
    // Tablet donations arrive within the hour; paper forms are typed in a day or three later.
    const typedIn = plusMinutes(recruited, random.int(1, 3) * 1440 + random.int(-120, 120));
    const creation = notAfter(
      source === 'papier' && origin === null && typedIn < latest
        ? typedIn
        : plusMinutes(recruited, random.int(5, 45)),
      latest,
    );
    const age = ctx.today - day;
    const state = this.stateFor(random, age);
    const concept = state === 'CONCEPT';

    const period = PERIODS.pick(random);
    const amount = AMOUNTS[period].pick(random);
    const startDay = period === 'E' ? day + random.int(3, 14) : firstOfNextMonth(day);

    // Export: approved and rejected donations older than a week or two.
    let lastExport: Date | null = null;
    if ((state === 'APPROVED' || state === 'REJECTED') && age > 10) {
      const exportedShare = state === 'APPROVED' ? 0.9 : 0.6;
      if (random.chance(exportedShare)) {
        const candidate = plusMinutes(creation, random.int(7, 14) * 1440 + random.int(0, 600));
        if (candidate < latest) lastExport = candidate;
      }
    }
    const exported = lastExport !== null;
    const backstageExport =
      lastExport !== null && random.chance(0.5)
        ? notAfter(plusMinutes(lastExport, random.int(0, 2880)), latest)
        : null;
    let rejectReason: RejectReason | null = null;
    if (state === 'REJECTED') {
      const chosen = random.chance(0.8) ? random.pick(rejectReasonsFor(exported)) : null;
      rejectReason = resolveRejectState(state, chosen, exported);
    }
    // A storno or cancellation stops the mandate after it started.
    const stopDay =
      state === 'REJECTED' && exported && startDay < ctx.today
        ? Math.min(ctx.today - 1, Math.max(startDay, day + 14) + random.int(0, 60))
        : null;
    const lastModify =
      state === 'APPROVED' || state === 'REJECTED'
        ? notAfter(plusMinutes(creation, random.int(1, 10) * 1440), latest)
        : state === 'PENDING' && random.chance(0.3)
          ? notAfter(plusMinutes(creation, random.int(10, 600)), latest)
          : null;

    const name = pickName(random, [47, 50, 3]);
    const place = pickPlace(random, recruiter?.hq ?? null);
    const address = pickAddress(random, place);
    const donorAge = random.weighted<readonly [number, number]>([
      [[18, 30], 35],
      [[31, 50], 30],
      [[51, 70], 25],
      [[71, 85], 10],
    ]);
    const birthDay = minusYears(day, random.int(donorAge[0], donorAge[1])) - random.int(0, 364);
    const account = bankAccount(random);
    const missing = (p: number) => concept && random.chance(p);
    const reference = String(20_000_000 + id);

    const extra: Record<string, string | null> = {};
    for (const field of campaign.inputFields) {
      const filled = field.required ? !missing(0.2) : random.chance(0.6);
      if (filled) extra[field.name] = inputFieldValue(random, field);
    }

    const calls = concept ? null : this.calls(random, index, id, creation);

    const donation: SeedRow<'donations'> = {
      id,
      referenceNumber: source === 'tablet' ? `T${reference}` : reference,
      state,
      recruiterId: recruiter?.id ?? null,
      recruiterNumber: recruiter?.code ?? null,
      recruiterEmployeeCode: recruiter?.code ?? null,
      clientId: campaign.clientId,
      campaignId: campaign.id,
      period,
      startDate: isoDay(startDay),
      lastExportDate: lastExport,
      backstageExportDate: backstageExport,
      stopDate: stopDay === null ? null : isoDay(stopDay),
      sex: name.sex,
      initials: name.initials,
      firstname: name.firstname,
      surnamePrefix: name.surnamePrefix,
      surname: name.surname,
      postalCode: address.postalCode,
      houseNumber: missing(0.1) ? null : address.houseNumber,
      houseNumberSuffix: address.houseNumberSuffix,
      street: address.street,
      place: address.place,
      country: 'NL',
      tel: random.chance(0.2) ? landlineNumber(random, place) : null,
      mobile: random.chance(0.85) ? mobileNumber(random) : null,
      email: random.chance(0.65)
        ? `${emailLocalPart(name)}${random.int(1, 999)}@${random.pick(EMAIL_DOMAINS)}`
        : null,
      amount: missing(0.1) ? null : amount,
      iban: missing(0.3) ? null : account.iban,
      bic: account.bic,
      birthDate: missing(0.3) ? null : isoDay(birthDay),
      callAttempts: calls?.logs.length ?? 0,
      checked: calls?.checked ?? null,
      rejectState: rejectReason,
      rejectComment:
        state === 'REJECTED' && random.chance(0.5) ? random.pick(REJECT_COMMENTS) : null,
      language: random.chance(0.96) ? 'nl' : 'en',
      receiveMail: random.chance(0.85),
      receiveEmail: random.chance(0.75),
      comment: random.chance(0.08) ? random.pick(DONOR_COMMENTS) : null,
      signature: null,
      recruitedDate: recruited,
      creationDate: creation,
      lastModifyDate: lastModify,
      source,
      extraFields: extra,
    };
    return { donation, callLogs: calls?.logs ?? [] };
  }

  private stateFor(random: Random, age: number): DonationState {
    if (age <= 3) return random.chance(0.25) ? 'CONCEPT' : 'PENDING';
    if (age <= 21) {
      return random.weighted<DonationState>([
        ['CONCEPT', 3],
        ['PENDING', 50],
        ['APPROVED', 40],
        ['REJECTED', 7],
      ]);
    }
    return random.weighted<DonationState>([
      ['PENDING', 2],
      ['APPROVED', 84],
      ['REJECTED', 14],
    ]);
  }

  /** The welcome calls about a donation: each attempt is a call log; answered ends them. */
  private calls(
    random: Random,
    index: number,
    donationId: number,
    creation: Date,
  ): { logs: SeedRow<'callLogs'>[]; checked: Checked | null } | null {
    if (this.callers.length === 0 || !random.chance(0.25)) return null;
    const planned = random.weighted([
      [1, 50],
      [2, 30],
      [3, 15],
      [5, 5],
    ]);
    const logs: SeedRow<'callLogs'>[] = [];
    let answered = false;
    let when = creation;
    for (let attempt = 0; attempt < planned && !answered; attempt += 1) {
      when = plusMinutes(when, random.int(1, 2) * 1440 + random.int(-180, 180));
      if (when >= this.ctx.now) break;
      answered = random.chance(0.55);
      logs.push({
        id: seedUuid(
          this.ctx.generation,
          'callLog',
          CALL_LOG_OFFSET + index * CALLS_PER_DONATION + attempt,
        ),
        creationDate: when,
        duration: answered ? random.int(45, 420) : random.int(0, 30),
        recordingUrl: null,
        callSid: null,
        managerId: random.pick(this.callers),
        employeeId: null,
        donationId,
      });
    }
    if (logs.length === 0) return null;
    return { logs, checked: answered ? 'ANSWER' : 'NO_ANSWER' };
  }
}
