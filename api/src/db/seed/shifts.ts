/**
 * Shifts ('werkbriefjes') and their donation checks. The first shifts are the trial days the
 * people's histories planned (the employee was 'Trial planned' then, the only status a new shift
 * offers); beyond those, working days of employees within their working period. A sales coach
 * (captain role) of the branch goes along; a coordinator or manager wrote the shift.
 *
 * Most checks match a donation recruited on that shift: the donation is generated here (it is a
 * pure function of its number and the shift), copied into the check, and written later with the
 * same values. `originOf(m)` tells the donation pass where donation `m` came from.
 */
import { donationCheckPoints, shiftEndTime, type ShiftDuration } from '@veldwerk/shared/domain';
import { amsterdamInstant, clockTime, isoDay, minusYears, plusMinutes } from './calendar';
import { randomFor, type SeedContext } from './context';
import type { DonationGenerator, ShiftOrigin } from './donations';
import { bankAccount } from './dutch';
import { seedUuid } from './ids';
import type { PeopleGenerator, PersonSummary } from './people';
import { Weighted } from './random';
import type { SeedRow } from './repo';
import type { CampaignInfo, World } from './world';

export interface ShiftRecords {
  readonly shift: SeedRow<'shifts'>;
  readonly checks: readonly SeedRow<'checks'>[];
}

const MAX_CHECKS = 6;
const CHECK_COUNTS = new Weighted<number>([
  [0, 10],
  [1, 20],
  [2, 25],
  [3, 20],
  [4, 12],
  [5, 8],
  [6, 5],
]);
const TRIAL_DURATIONS = new Weighted<ShiftDuration>([
  [4, 35],
  [5, 30],
  [6, 20],
  [3, 10],
  [0, 5],
]);
const WORK_DURATIONS = new Weighted<ShiftDuration>([
  [4, 20],
  [5, 30],
  [6, 40],
  [3, 10],
]);
/** Points of a check: the shared rule (one per 10 euro a month), as the api computes them. */
export const checkPoints = donationCheckPoints;

export class ShiftGenerator {
  private readonly trials: { person: number; day: number; minute: number }[] = [];
  /** People with a working period (indices into the summaries). */
  private readonly workers: number[] = [];
  private readonly campaignsById: ReadonlyMap<number, CampaignInfo>;
  private readonly firstDay: number;
  private matched = 0;
  private readonly capacity: number;
  private readonly origin: {
    person: Int32Array;
    campaign: Int32Array;
    day: Int32Array;
    from: Int16Array;
    to: Int16Array;
  };

  constructor(
    private readonly ctx: SeedContext,
    private readonly world: World,
    private readonly people: PeopleGenerator,
    private readonly donations: DonationGenerator,
  ) {
    this.firstDay = ctx.today - ctx.historyDays;
    people.summaries.forEach((person, n) => {
      for (const trial of person.trials) {
        if (trial.day >= this.firstDay) this.trials.push({ person: n, ...trial });
      }
      if (
        person.workFrom !== null &&
        person.workTo !== null &&
        Math.max(person.workFrom, this.firstDay) <= person.workTo
      ) {
        this.workers.push(n);
      }
    });
    this.campaignsById = new Map(world.campaigns.map((campaign) => [campaign.id, campaign]));
    this.capacity = Math.min(ctx.sizes.donations, ctx.sizes.shifts * MAX_CHECKS);
    this.origin = {
      person: new Int32Array(this.capacity),
      campaign: new Int32Array(this.capacity),
      day: new Int32Array(this.capacity),
      from: new Int16Array(this.capacity),
      to: new Int16Array(this.capacity),
    };
  }

  /** Donations recruited on shifts: donations 0 … matchedCount - 1. */
  get matchedCount(): number {
    return this.matched;
  }

  /** Where donation `m` was recruited, when on a shift. */
  originOf(m: number): ShiftOrigin | null {
    if (m >= this.matched) return null;
    const person = this.people.summaries[this.origin.person[m] ?? -1];
    const campaign = this.campaignsById.get(this.origin.campaign[m] ?? -1);
    if (person === undefined || campaign === undefined) return null;
    return {
      recruiter: person,
      campaign,
      day: this.origin.day[m] ?? 0,
      from: this.origin.from[m] ?? 0,
      to: this.origin.to[m] ?? 0,
    };
  }

  /** Shift number `index`, or null when there is nobody to work it. */
  generate(index: number): ShiftRecords | null {
    const { ctx } = this;
    const random = randomFor(ctx, 'shift', index);
    let personIndex: number;
    let day: number;
    let start: number;
    let duration: ShiftDuration;
    const trial = this.trials[index];
    if (trial !== undefined) {
      personIndex = trial.person;
      day = trial.day;
      start = trial.minute;
      duration = TRIAL_DURATIONS.pick(random);
    } else if (this.workers.length > 0) {
      personIndex = random.pick(this.workers);
      const worker = this.people.summaries[personIndex];
      day = random.int(Math.max(worker?.workFrom ?? 0, this.firstDay), worker?.workTo ?? 0);
      start = random.pick([10 * 60, 11 * 60, 12 * 60, 13 * 60]);
      duration = WORK_DURATIONS.pick(random);
    } else {
      return null;
    }
    const person: PersonSummary | undefined = this.people.summaries[personIndex];
    if (person === undefined) return null;
    const coach =
      this.people.pickStaff(random, ['ROLE_CAPTAIN'], person.hq, person.id) ??
      this.people.pickStaff(random, ['ROLE_MANAGER', 'ROLE_COORDINATOR'], person.hq, person.id);
    if (coach === null) return null;
    const campaign =
      (person.campaignId === null ? undefined : this.campaignsById.get(person.campaignId)) ??
      random.pick(this.world.activeCampaigns);
    const startTime = clockTime(start);
    const endTime = shiftEndTime(startTime, duration) ?? startTime;
    const end = start + duration * 60;
    // Written after the shift (and, for yesterday's, before the reference day starts).
    const written = plusMinutes(amsterdamInstant(day, end), random.int(60, 180));
    const latest = plusMinutes(ctx.now, -30);
    const creation = written > latest ? latest : written;
    const modified = plusMinutes(creation, random.int(1, 3) * 1440);
    const id = seedUuid(ctx.generation, 'shift', index);

    const checks: SeedRow<'checks'>[] = [];
    const count = CHECK_COUNTS.pick(random);
    for (let k = 0; k < count; k += 1) {
      const checkCreation = plusMinutes(creation, 2 * k + 1);
      const checkId = seedUuid(ctx.generation, 'check', index * (MAX_CHECKS + 1) + k);
      if (this.matched < this.capacity && random.chance(0.85)) {
        const m = this.matched;
        this.origin.person[m] = personIndex;
        this.origin.campaign[m] = campaign.id;
        this.origin.day[m] = day;
        this.origin.from[m] = start;
        this.origin.to[m] = end;
        this.matched += 1;
        const origin = this.originOf(m);
        if (origin === null) throw new Error('shift origin lost');
        const { donation } = this.donations.generate(m, origin);
        checks.push({
          id: checkId,
          shiftId: id,
          referenceNumber: donation.referenceNumber ?? '',
          birthDate: donation.birthDate,
          amount: donation.amount,
          period: donation.period,
          iban: donation.iban,
          points: checkPoints(donation.amount, donation.period),
          creationDate: checkCreation,
          sourceDonationCreationDate: donation.creationDate,
        });
      } else {
        // A donor on paper whose donation has not been entered (yet).
        const period = random.pick(['M', 'M', 'M', 'J', 'K'] as const);
        const amount = random.pick([500, 1000, 1250, 1500, 2000]);
        checks.push({
          id: checkId,
          shiftId: id,
          referenceNumber: String(9_000_000_000 + index * (MAX_CHECKS + 1) + k),
          birthDate: isoDay(minusYears(day, random.int(18, 75)) - random.int(0, 364)),
          amount,
          period,
          iban: random.chance(0.8) ? bankAccount(random).iban : null,
          points: checkPoints(amount, period),
          creationDate: checkCreation,
          sourceDonationCreationDate: null,
        });
      }
    }

    return {
      shift: {
        id,
        creationDate: creation,
        lastModifyDate: random.chance(0.2) && modified < ctx.now ? modified : null,
        shiftCreatorId: this.people.pickStaff(
          random,
          ['ROLE_COORDINATOR', 'ROLE_MANAGER'],
          person.hq,
        ),
        date: isoDay(day),
        startTime,
        endTime,
        duration,
        hq: person.hq,
        campaignId: campaign.id,
        employeeId: person.id,
        salesCoachId: coach,
      },
      checks,
    };
  }
}
