/**
 * Employees and applicants with their status history (transitions), the notifications those
 * transitions sent, and the calls the recruiters made. Generated in index order: staff first
 * (branch managers, recruiters, coaches, administration — the people later records name), then
 * applicants and employees spread over every state of the deployment's variant.
 *
 * Each person's route comes from `planPath`; the dates follow it: planned states get an event
 * date 1–10 days after the transition (near future, as the form demands), the next step follows
 * the event, and the whole history ends before the reference day (a planned event may lie after
 * it). A person's summary (ids, code, branch, trial days, working period) is kept for shifts and
 * donations; the rows themselves go straight to the writer.
 */
import type { Role } from '@veldwerk/shared/auth';
import {
  STATE_LISTS,
  isApplicantState,
  isEmployeeState,
  isPlannedState,
  type Citizenship,
  type DrivingLicense,
  type EmployeeFunction,
  type EmployeeState,
  type NotificationEvent,
  type NotificationType,
  type PublicTransportCard,
  type Source,
  type TransitionReason,
} from '@veldwerk/shared/domain';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
import { amsterdamInstant, isoDay, minusYears, plusMinutes } from './calendar';
import { randomFor, type SeedContext } from './context';
import {
  bankAccount,
  bsnNumber,
  emailLocalPart,
  EMAIL_DOMAINS,
  landlineNumber,
  mobileNumber,
  pickAddress,
  pickName,
  pickPlace,
} from './dutch';
import { planPath, type PathStep } from './history';
import { seedUuid } from './ids';
import type { Random } from './random';
import { Weighted } from './random';
import type { SeedRow } from './repo';
import type { World } from './world';

/** What later records need to know about a person. */
export interface PersonSummary {
  readonly id: string;
  readonly state: EmployeeState;
  readonly hq: string;
  readonly code: string | null;
  readonly campaignId: number | null;
  readonly jobFunction: EmployeeFunction;
  readonly roles: readonly Role[];
  /** First and last day this person recruited donors as an employee, or null. */
  readonly workFrom: number | null;
  readonly workTo: number | null;
  /** Trial days that took place (day number, minute of the day). */
  readonly trials: readonly { readonly day: number; readonly minute: number }[];
}

export interface PersonRecords {
  readonly employee: SeedRow<'employees'>;
  readonly transitions: readonly SeedRow<'transitions'>[];
  readonly notifications: readonly SeedRow<'notifications'>[];
  readonly callLogs: readonly SeedRow<'callLogs'>[];
  readonly summary: PersonSummary;
}

/** The demo accounts' branch (as `seedIfEmpty` inserts them). */
export const DEMO_HQ = 'Amsterdam';

const STAFF_BY_BRANCH: readonly EmployeeFunction[] = [
  'Vestigings Manager',
  'Recruiter',
  'Sales Coach',
];
const EXTRA_STAFF: readonly EmployeeFunction[] = [
  'Sales Coach',
  'Captian',
  'Administratief Medewerker',
  'Coordinator',
  'Senior Captain',
  'Trainer',
];

/** The role a function brings (spec §6 roles; staff sign in with it). */
export function roleOfFunction(jobFunction: EmployeeFunction): Role {
  switch (jobFunction) {
    case 'Vestigings Manager':
    case 'Senior Manager':
      return 'ROLE_MANAGER';
    case 'Recruiter':
      return 'ROLE_RECRUITER';
    case 'Coordinator':
      return 'ROLE_COORDINATOR';
    case 'Administratief Medewerker':
      return 'ROLE_ADMINISTRATION';
    case 'Captain in Opleiding':
    case 'Captian':
    case 'Senior Captain':
    case 'Sales Coach':
      return 'ROLE_CAPTAIN';
    default:
      return 'ROLE_EMPLOYEE';
  }
}

const STATE_WEIGHTS: Readonly<Record<EmployeeState, number>> = {
  New: 10,
  'M&G planned': 8,
  'M&G canceled': 4,
  'Trial planned': 6,
  'Trial canceled': 4,
  GA_TRIAL_PERIOD: 5,
  Active: 25,
  Pause: 5,
  Exit: 20,
  FormerEmployee: 18,
};

/** Days between the last transition and the reference day, by the state it led to. */
const TAIL_DAYS: Readonly<Record<EmployeeState, readonly [number, number]>> = {
  New: [0, 10],
  'M&G planned': [0, 8],
  'M&G canceled': [0, 20],
  'Trial planned': [0, 8],
  'Trial canceled': [0, 25],
  GA_TRIAL_PERIOD: [0, 10],
  Active: [10, 700],
  Pause: [5, 200],
  Exit: [1, 700],
  FormerEmployee: [5, 600],
};

/** Days until the next transition after one to this state (planned states follow their event). */
const GAP_DAYS: Readonly<Record<EmployeeState, readonly [number, number]>> = {
  New: [1, 4],
  'M&G planned': [1, 2],
  'M&G canceled': [1, 7],
  'Trial planned': [1, 2],
  'Trial canceled': [1, 10],
  GA_TRIAL_PERIOD: [5, 14],
  Active: [30, 400],
  Pause: [14, 120],
  Exit: [1, 1],
  FormerEmployee: [1, 1],
};

const EVENT_MINUTES = [9 * 60 + 30, 10 * 60, 11 * 60, 13 * 60, 14 * 60, 15 * 60 + 30] as const;

// prettier-ignore
const EVENT_COMMENTS = [
  'Telefonisch gesproken, komt graag langs.', 'Voicemail ingesproken.',
  'Twee keer gebeld, geen gehoor.', 'Heeft zich afgemeld per e-mail.', 'Start volgende week.',
  'Wil eerst de examens afronden.', 'Enthousiast, goede eerste indruk.',
  'Komt met het openbaar vervoer, reiskosten besproken.',
];

// prettier-ignore
const PERSON_COMMENTS = [
  'Beschikbaar in de weekenden.', 'Studeert in de avond, liever overdag werken.',
  'Heeft eerder in de straatwerving gewerkt.', 'Spreekt ook Engels en Duits.',
  'Wil graag doorgroeien naar captain.', 'Alleen beschikbaar in de zomervakantie.',
];

const NOTIFICATION_TYPE: Readonly<Record<NotificationEvent, NotificationType>> = {
  mg_confirmation: 'sms',
  mg_reminder: 'sms',
  trial_confirmation: 'mail',
  trial_reminder: 'sms',
  welcome_mail: 'mail',
  no_answer: 'sms',
  no_show: 'sms',
  no_vacancies: 'mail',
  wrong_phone_number: 'mail',
  non_eu_rejection: 'mail',
};

const SOURCES = new Weighted<Source>([
  ['website', 45],
  ['via medewerker', 25],
  ['anders', 10],
  ['onbekend', 5],
  ['import', 15],
]);

const EMPLOYEE_FUNCTIONS = new Weighted<EmployeeFunction>([
  ['Junior', 30],
  ['Held', 30],
  ['Superheld', 15],
  ['Senior Held', 10],
  ['Captain in Opleiding', 8],
  ['Trainee', 7],
]);

/** Record ids per person: transitions, notifications and calls are numbered inside a person. */
const PER_PERSON = 64;

interface Instant {
  readonly day: number;
  readonly minute: number;
}

interface TimedStep {
  readonly step: PathStep;
  readonly at: Instant;
  readonly event: Instant | null;
  readonly open: Instant | null;
  readonly managerId: string | null;
}

const at = (instant: Instant): Date => amsterdamInstant(instant.day, instant.minute);

/** A staff member others refer to (generated staff and the demo accounts). */
interface StaffRef {
  readonly id: string;
  readonly hq: string;
  readonly roles: readonly Role[];
}

export class PeopleGenerator {
  readonly summaries: PersonSummary[] = [];
  /** Staff by role, in the order they were made (only earlier people are ever referred to). */
  private readonly staff: StaffRef[] = [];
  private readonly staffCount: number;
  private readonly states: readonly EmployeeState[];
  private readonly stateWeights: Weighted<EmployeeState>;
  private nextCode: number;
  private readonly closedBranches: readonly string[];

  constructor(
    private readonly ctx: SeedContext,
    private readonly world: World,
    /** The demo accounts in the database, by email (after they are inserted). */
    demoIds: ReadonlyMap<string, string>,
  ) {
    const lists = STATE_LISTS[ctx.variant];
    this.states = [...lists.applicant, ...lists.employee];
    this.stateWeights = new Weighted(this.states.map((state) => [state, STATE_WEIGHTS[state]]));
    const branches = ctx.branches.active.length;
    const n = ctx.sizes.employees;
    this.staffCount = n < 20 ? 0 : Math.min(branches * 3 + Math.floor(n / 50), Math.floor(n / 5));
    this.nextCode = ctx.base.employeeCode;
    this.closedBranches = ctx.branches.all.filter((hq) => !ctx.branches.active.includes(hq));
    for (const account of DEMO_ACCOUNTS) {
      const id = demoIds.get(account.email);
      if (id !== undefined) this.staff.push({ id, hq: DEMO_HQ, roles: [account.role] });
    }
  }

  /** Ids of the staff (demo accounts included) with one of `roles`. */
  staffIds(roles: readonly Role[]): string[] {
    return this.staff.filter((s) => s.roles.some((role) => roles.includes(role))).map((s) => s.id);
  }

  /** Staff with one of `roles`, preferring `hq`. */
  pickStaff(
    random: Random,
    roles: readonly Role[],
    hq: string | null,
    exclude?: string,
  ): string | null {
    const matching = this.staff.filter(
      (s) => s.id !== exclude && s.roles.some((role) => roles.includes(role)),
    );
    if (matching.length === 0) return null;
    const local = hq === null ? [] : matching.filter((s) => s.hq === hq);
    return random.pick(local.length > 0 && random.chance(0.9) ? local : matching).id;
  }

  generate(index: number): PersonRecords {
    const { ctx } = this;
    const random = randomFor(ctx, 'person', index);
    const id = seedUuid(ctx.generation, 'employee', index);
    const staffFunction = this.staffFunction(index);
    const branches = ctx.branches.active;
    const hq =
      staffFunction !== null
        ? (branches[index % branches.length] ?? DEMO_HQ)
        : this.pickBranch(random);

    const citizenship: Citizenship = random.chance(0.95) ? 'EU' : 'NON_EU';
    const target: EmployeeState =
      staffFunction !== null ? 'Active' : this.targetState(index - this.staffCount, random);
    const path = planPath(
      random,
      ctx.variant,
      target,
      citizenship === 'NON_EU' && random.chance(0.7) ? 'NON_EU' : undefined,
    );
    const backOffice = random.chance(0.3);
    const tail: readonly [number, number] =
      staffFunction !== null ? [200, 1500] : TAIL_DAYS[target];
    const timed = this.timeSteps(random, path, tail, hq, backOffice);
    const createdAt = this.creationOf(random, timed);
    const steps = timed.steps;

    const trialPassed = steps.some((s) => s.step.to === 'Trial planned');
    const code =
      staffFunction !== null || trialPassed || isEmployeeState(ctx.variant, target)
        ? this.takeCode()
        : null;
    const firstActive = steps.find((s) => s.step.to === 'Active');
    const lastStep = steps.at(-1);
    const employeeState = isEmployeeState(ctx.variant, target);
    const workFrom = firstActive === undefined ? null : firstActive.at.day;
    const workTo =
      workFrom === null || lastStep === undefined
        ? null
        : target === 'Active'
          ? ctx.today - 1
          : Math.max(workFrom, lastStep.at.day - 1);

    const jobFunction: EmployeeFunction =
      staffFunction ?? (workFrom !== null ? EMPLOYEE_FUNCTIONS.pick(random) : 'Trainee');
    const roles: Role[] =
      staffFunction !== null
        ? [roleOfFunction(staffFunction)]
        : target === 'Active' || target === 'Pause'
          ? ['ROLE_EMPLOYEE']
          : [];

    const name = pickName(random, [48, 50, 2]);
    const createdDay = createdAt.day;
    const age = random.weighted<readonly [number, number]>([
      [[16, 17], 5],
      [[18, 25], 70],
      [[26, 35], 18],
      [[36, 55], 7],
    ]);
    const birthDay = minusYears(createdDay, random.int(age[0], age[1])) - random.int(0, 364);
    const place = pickPlace(random, hq);
    const fullData = staffFunction !== null || code !== null || backOffice || random.chance(0.3);
    const address = fullData ? pickAddress(random, place) : null;
    const source: Source = staffFunction !== null ? 'onbekend' : SOURCES.pick(random);
    const referrer = source === 'via medewerker' ? this.pickReferrer(random, index) : null;
    const fromPublicForm = source === 'website' || source === 'via medewerker';
    const account = employeeState || workFrom !== null ? bankAccount(random) : null;
    const local = emailLocalPart(name);
    const emailTag = ctx.generation === 1 ? `${index + 1}` : `${ctx.generation}-${index + 1}`;
    const lastOpen = lastStep?.open ?? null;
    const openDate = lastOpen === null ? null : at(lastOpen);
    const hasAction = steps.length === 0 || (openDate !== null && openDate <= ctx.now);
    const exitStep = steps.find((s) => s.step.to === 'Exit' || s.step.to === 'FormerEmployee');
    const campaign =
      code !== null && this.world.activeCampaigns.length > 0
        ? random.pick(this.world.activeCampaigns).id
        : null;
    const drivingLicense: DrivingLicense[] = random.weighted<DrivingLicense[]>([
      [[], 62],
      [['B'], 30],
      [['B', 'BE'], 4],
      [['AM', 'B'], 4],
    ]);

    const employee: SeedRow<'employees'> = {
      id,
      employeeStatus: target,
      employeeCode: code,
      hq,
      surname: name.surname,
      firstname: name.firstname,
      initials: fullData ? name.initials : null,
      surnamePrefix: name.surnamePrefix,
      sex: name.sex,
      phone: random.chance(0.15) ? landlineNumber(random, place) : null,
      mobile: mobileNumber(random),
      tel2: random.chance(0.04) ? mobileNumber(random) : null,
      email: `${local}.${emailTag}@${random.pick(EMAIL_DOMAINS)}`,
      secondEmail: random.chance(0.04) ? `${local}.${emailTag}@example.net` : null,
      jobFunction,
      startDate: workFrom === null ? null : isoDay(workFrom),
      campaignId: campaign,
      managerId: code === null ? null : this.pickStaff(random, ['ROLE_MANAGER'], hq),
      roles,
      drivingLicense,
      source,
      recruitedById: referrer?.id ?? null,
      recruitedByAlternative:
        referrer === null ? null : (referrer.code ?? random.pick(['Sanne', 'Daan', 'Noor'])),
      birthDate: isoDay(birthDay),
      bsn: employeeState && account !== null ? bsnNumber(random) : null,
      iban: account?.iban ?? null,
      comment: random.chance(0.15) ? random.pick(PERSON_COMMENTS) : null,
      commentClosed:
        exitStep !== undefined && exitStep.step.reason !== null && random.chance(0.5)
          ? 'Dossier gesloten na laatste contact.'
          : null,
      postalCode: address?.postalCode ?? null,
      houseNumber: address?.houseNumber ?? null,
      houseNumberSuffix: address?.houseNumberSuffix ?? null,
      street: address?.street ?? null,
      place: address?.place ?? null,
      country: 'NL',
      openDate,
      recordStatus: hasAction ? 'Open' : 'Gesloten',
      backstageReference:
        code !== null && employeeState && random.chance(0.4) ? `vw-${code}` : null,
      publicTransportCard: fromPublicForm
        ? random.weighted<PublicTransportCard>([
            ['none', 60],
            ['week', 25],
            ['weekend', 15],
          ])
        : null,
      numberOfWorkdays: fromPublicForm ? random.int(1, 6) : null,
      citizenship,
      resumeUrl: null,
      passwordHash: null,
      notificationsOptOut: false,
      createdAt: at(createdAt),
      updatedAt: lastStep === undefined ? at(createdAt) : at(lastStep.at),
    };

    const transitions: SeedRow<'transitions'>[] = [];
    const notifications: SeedRow<'notifications'>[] = [];
    const callLogs: SeedRow<'callLogs'>[] = [];
    steps.forEach((timedStep, n) => {
      const { step } = timedStep;
      const createdOn = at(timedStep.at);
      transitions.push({
        id: seedUuid(ctx.generation, 'transition', index * PER_PERSON + n),
        employeeId: id,
        newState: step.to,
        eventReason: step.reason,
        eventComment: random.chance(0.2) ? random.pick(EVENT_COMMENTS) : null,
        eventDate: timedStep.event === null ? null : at(timedStep.event),
        openDate: timedStep.open === null ? null : at(timedStep.open),
        creationDate: createdOn,
        managerId: timedStep.managerId,
      });
      const next = steps[n + 1];
      const nextAt = next === undefined ? null : at(next.at);
      for (const event of this.notificationEvents(timedStep, steps, n)) {
        const sendOn =
          event.endsWith('_reminder') && timedStep.event !== null
            ? amsterdamInstant(timedStep.event.day - 1, 18 * 60)
            : plusMinutes(createdOn, random.int(1, 5));
        if (sendOn < createdOn) continue;
        const due = sendOn <= ctx.now;
        const canceled = nextAt !== null && sendOn > nextAt;
        const failed = due && !canceled && random.chance(0.04);
        const status = canceled ? 'canceled' : !due ? 'pending' : failed ? 'failed' : 'sent';
        notifications.push({
          id: seedUuid(ctx.generation, 'notification', index * PER_PERSON + notifications.length),
          event,
          type: NOTIFICATION_TYPE[event],
          sendOn,
          sendAfter: Math.round((sendOn.getTime() - createdOn.getTime()) / 1000),
          receiverEmployeeId: id,
          status,
          sentAt: status === 'sent' ? new Date(sendOn.getTime() + random.int(2, 60) * 1000) : null,
          lastError:
            status === 'failed'
              ? NOTIFICATION_TYPE[event] === 'sms'
                ? 'Nummer niet bereikbaar'
                : 'Mailbox bestaat niet'
              : null,
          // History: the queue never claims these (no next attempt).
          transitionId: null,
          idempotencyKey: null,
          attempts: status === 'pending' ? 0 : 1,
          nextAttemptAt: null,
          lockedUntil: null,
          lockedBy: null,
          skipReason: canceled ? 'superseded' : null,
          creationDate: createdOn,
        });
      }
      const call = this.callFor(random, step);
      if (call !== null && timedStep.managerId !== null) {
        callLogs.push({
          id: seedUuid(ctx.generation, 'callLog', index * PER_PERSON + callLogs.length),
          creationDate: new Date(createdOn.getTime() - (call + random.int(30, 300)) * 1000),
          duration: call,
          recordingUrl: null,
          callSid: null,
          managerId: timedStep.managerId,
          employeeId: id,
          donationId: null,
        });
      }
    });

    const trials = steps
      .map((s, n) => ({ s, next: steps[n + 1] }))
      .filter(
        ({ s, next }) =>
          s.step.to === 'Trial planned' &&
          s.event !== null &&
          (next === undefined ? s.event.day < ctx.today : next.step.to !== 'Trial canceled'),
      )
      .map(({ s }) => ({ day: s.event?.day ?? 0, minute: s.event?.minute ?? 0 }));

    const summary: PersonSummary = {
      id,
      state: target,
      hq,
      code,
      campaignId: campaign,
      jobFunction,
      roles,
      workFrom,
      workTo,
      trials,
    };
    this.summaries.push(summary);
    if (staffFunction !== null) this.staff.push({ id, hq, roles });
    return { employee, transitions, notifications, callLogs, summary };
  }

  private staffFunction(index: number): EmployeeFunction | null {
    if (index >= this.staffCount) return null;
    const perBranch = this.ctx.branches.active.length * STAFF_BY_BRANCH.length;
    if (index < perBranch) {
      return STAFF_BY_BRANCH[Math.floor(index / this.ctx.branches.active.length)] ?? 'Sales Coach';
    }
    return EXTRA_STAFF[(index - perBranch) % EXTRA_STAFF.length] ?? 'Sales Coach';
  }

  /** The first people take every state once (so each shows up), the rest by weight. */
  private targetState(regular: number, random: Random): EmployeeState {
    return this.states[regular] ?? this.stateWeights.pick(random);
  }

  private pickBranch(random: Random): string {
    const { active } = this.ctx.branches;
    if (this.closedBranches.length > 0 && random.chance(0.05)) {
      return random.pick(this.closedBranches);
    }
    return random.pick(active.length > 0 ? active : [DEMO_HQ]);
  }

  private takeCode(): string {
    const code = this.nextCode;
    if (code > 999_999) throw new Error('ran out of six-digit employee codes');
    this.nextCode += 1;
    return String(code);
  }

  /** An earlier employee who brought this applicant in. */
  private pickReferrer(random: Random, index: number): PersonSummary | null {
    for (let attempt = 0; attempt < 4 && index > 0; attempt += 1) {
      const candidate = this.summaries[random.int(0, index - 1)];
      if (candidate?.code !== null && candidate?.workFrom !== null && candidate !== undefined) {
        return candidate;
      }
    }
    return null;
  }

  /** Dates of each step: relative first, then placed so the last one lies `tail` days back. */
  private timeSteps(
    random: Random,
    path: readonly PathStep[],
    tail: readonly [number, number],
    hq: string,
    backOffice: boolean,
  ): { steps: TimedStep[]; firstDay: number } {
    const { ctx } = this;
    const all: PathStep[] = backOffice
      ? [{ from: 'New', to: 'New', reason: null, openTomorrow: false, free: true }, ...path]
      : [...path];
    const relative: { step: PathStep; at: Instant; event: Instant | null; open: Instant | null }[] =
      [];
    let day = random.int(0, 2);
    for (const step of all) {
      const minute = random.int(9 * 60, 18 * 60);
      const planned = isPlannedState(step.to);
      const event = planned
        ? { day: day + random.int(1, 10), minute: random.pick(EVENT_MINUTES) }
        : null;
      relative.push({
        step,
        at: { day, minute },
        event,
        open: this.openDateOf(random, step, day, event),
      });
      const gap = GAP_DAYS[step.to];
      // Every gap is at least a day, so the steps keep their order.
      day = (event?.day ?? day) + random.int(gap[0], gap[1]);
    }
    const lastDay = relative.at(-1)?.at.day ?? 0;
    const anchor = ctx.today - 1 - random.int(tail[0], tail[1]) - lastDay;
    const shift = (instant: Instant | null): Instant | null =>
      instant === null ? null : { day: instant.day + anchor, minute: instant.minute };
    const steps: TimedStep[] = relative.map((r) => ({
      step: r.step,
      at: { day: r.at.day + anchor, minute: r.at.minute },
      event: shift(r.event),
      open: shift(r.open),
      managerId: random.chance(0.08)
        ? null
        : this.pickStaff(random, ['ROLE_MANAGER', 'ROLE_RECRUITER', 'ROLE_COORDINATOR'], hq),
    }));
    // The initial New of a back-office record is made by a manager.
    const first = steps[0];
    if (backOffice && first !== undefined && first.managerId === null) {
      steps[0] = {
        ...first,
        managerId: this.pickStaff(random, ['ROLE_MANAGER', 'ROLE_RECRUITER'], hq),
      };
    }
    return { steps, firstDay: anchor };
  }

  /** The action date a step set (only applicant states have one). */
  private openDateOf(
    random: Random,
    step: PathStep,
    day: number,
    event: Instant | null,
  ): Instant | null {
    if (!isApplicantState(this.ctx.variant, step.to)) return null;
    if (step.openTomorrow) return { day: day + 1, minute: 0 };
    if (event !== null) {
      return random.chance(0.7) ? event : { day: event.day - 1, minute: 0 };
    }
    switch (step.to) {
      case 'New':
        return step.from === 'New' && step.reason !== null
          ? { day: day + random.int(1, 2), minute: 0 }
          : null;
      case 'Trial canceled':
        return random.chance(0.6) ? { day: day + random.int(1, 7), minute: 0 } : null;
      case 'Pause':
        return { day: day + random.int(14, 60), minute: 0 };
      case 'GA_TRIAL_PERIOD':
        return { day: day + random.int(7, 14), minute: 0 };
      default:
        return null;
    }
  }

  private creationOf(random: Random, timed: { steps: TimedStep[]; firstDay: number }): Instant {
    const first = timed.steps[0];
    if (first === undefined) {
      return { day: this.ctx.today - 1 - random.int(0, 14), minute: random.int(7 * 60, 23 * 60) };
    }
    return { day: first.at.day - random.int(1, 3), minute: random.int(7 * 60, 23 * 60) };
  }

  private notificationEvents(
    timed: TimedStep,
    steps: readonly TimedStep[],
    n: number,
  ): NotificationEvent[] {
    const { step } = timed;
    switch (step.to) {
      case 'M&G planned':
        return ['mg_confirmation', 'mg_reminder'];
      case 'Trial planned':
        return ['trial_confirmation', 'trial_reminder'];
      case 'Active':
        return steps.slice(0, n).some((s) => s.step.to === 'Active') ? [] : ['welcome_mail'];
      case 'New':
        return step.reason === 'NO_ANSWER' ? ['no_answer'] : [];
      case 'M&G canceled':
      case 'Trial canceled':
        return step.reason === 'NO_SHOW' ? ['no_show'] : [];
      case 'Exit':
        return exitNotification(step.reason);
      default:
        return [];
    }
  }

  /** Seconds of the recruiter's call that led to a step, or null when no call was made. */
  private callFor(random: Random, step: PathStep): number | null {
    if (step.to === 'M&G planned' && step.from === 'New') return random.int(90, 420);
    if (step.to === 'New' && step.reason === 'NO_ANSWER') return random.int(0, 25);
    if (step.to === 'Trial planned') return random.int(60, 300);
    if ((step.to === 'M&G canceled' || step.to === 'Trial canceled') && random.chance(0.7)) {
      return random.int(0, 180);
    }
    return null;
  }
}

function exitNotification(reason: TransitionReason | null): NotificationEvent[] {
  if (reason === 'NO_VACANCIES') return ['no_vacancies'];
  if (reason === 'INVALID_PHONE_NUMBER') return ['wrong_phone_number'];
  if (reason === 'NON_EU') return ['non_eu_rejection'];
  return [];
}

/** The demo accounts' rows as `seedIfEmpty` has always inserted them, with generated-style ids. */
export function demoAccountRow(
  account: DemoAccount,
  id: string,
  createdAt: Date,
): SeedRow<'employees'> {
  return {
    id,
    employeeStatus: 'Active',
    employeeCode: account.employeeCode,
    hq: DEMO_HQ,
    surname: account.surname,
    firstname: account.firstname,
    initials: null,
    surnamePrefix: account.surnamePrefix,
    sex: 'O',
    phone: null,
    mobile: null,
    tel2: null,
    email: account.email,
    secondEmail: null,
    jobFunction: account.jobFunction,
    startDate: null,
    campaignId: null,
    managerId: null,
    roles: [account.role],
    drivingLicense: [],
    source: null,
    recruitedById: null,
    recruitedByAlternative: null,
    birthDate: null,
    bsn: null,
    iban: null,
    comment: null,
    commentClosed: null,
    postalCode: null,
    houseNumber: null,
    houseNumberSuffix: null,
    street: null,
    place: null,
    country: 'NL',
    openDate: null,
    recordStatus: 'Open',
    backstageReference: null,
    publicTransportCard: null,
    numberOfWorkdays: null,
    citizenship: null,
    resumeUrl: null,
    passwordHash: null,
    notificationsOptOut: false,
    createdAt,
    updatedAt: createdAt,
  };
}
