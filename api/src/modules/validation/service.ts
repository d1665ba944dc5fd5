/**
 * The verification services behind `/api/validation/…`: local checks first, the cache, then the
 * provider. A provider that fails or does not answer in time never becomes a 500: the phone
 * lookup answers `failed` ("kan niet uitvoeren"), the email check `Unverifiable`, the IBAN check
 * its local verdict without bank data, the address lookup 503 — each with a Dutch message, and
 * logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  IBAN_INPUT_PATTERN,
  PHONE_INPUT_MAX,
  type AddressLookup,
  type EmailCheck,
  type IbanCheck,
  type PhoneLookup,
} from '@veldwerk/shared/domain';
import {
  isEmail,
  isIban,
  MESSAGES,
  normalizeIban,
  parseLookupNumber,
  VERIFICATION_MESSAGES,
} from '@veldwerk/shared/validation';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PhoneLookupRow } from '../../db/schema';
import { HttpError, InvalidInputError, notFound } from '../../http/errors';
import { createAddressProvider, type AddressProvider } from '../../providers/address';
import { createEmailCheckProvider, type EmailCheckProvider } from '../../providers/email-check';
import { ProviderError } from '../../providers/http';
import { createIbanBankProvider, type IbanBankProvider } from '../../providers/iban';
import { createPhoneLookupProvider, type PhoneLookupProvider } from '../../providers/phone-lookup';
import { dutchBankOf } from './dutch-banks';
import { findPhoneLookup, savePolledStatus, saveStartedLookup } from './repo';

export interface VerificationProviders {
  phone: PhoneLookupProvider;
  email: EmailCheckProvider;
  address: AddressProvider;
  iban: IbanBankProvider;
}

export function createVerificationProviders(config: Config['verification']): VerificationProviders {
  return {
    phone: createPhoneLookupProvider(config.phone, config.timeoutMs),
    email: createEmailCheckProvider(config.email, config.timeoutMs),
    address: createAddressProvider(config.address, config.timeoutMs),
    iban: createIbanBankProvider(config.iban, config.timeoutMs),
  };
}

/** A lookup still `sent` after this is abandoned: the next one starts afresh. */
export const PHONE_LOOKUP_PENDING_MS = 10 * 60_000;

const invalid = (field: string, message: string) =>
  new InvalidInputError([{ path: [field], message }], { message });

/** Logs a provider failure and says whether it was one (anything else is a bug: rethrown). */
function providerFailed(log: FastifyBaseLogger, error: unknown, what: string): void {
  if (!(error instanceof ProviderError)) throw error;
  log.warn(
    { provider: error.provider, kind: error.kind, status: error.status, err: error.message },
    `${what}: provider failed`,
  );
}

export class VerificationService {
  constructor(
    private readonly db: Db,
    readonly providers: VerificationProviders,
    private readonly options: { phoneCacheHours: number; now: () => Date },
  ) {}

  // --- phone -------------------------------------------------------------------------------

  private lookupNumber(raw: string): string {
    const number = raw.length > PHONE_INPUT_MAX ? null : parseLookupNumber(raw);
    if (number === null) throw invalid('number', MESSAGES.invalidPhone);
    return number;
  }

  /** A result served from the cache: received, not `failed`, and younger than the lifetime. */
  private isFresh(row: PhoneLookupRow): boolean {
    if (row.status === 'sent' || row.status === 'failed' || row.checkedAt === null) return false;
    const age = this.options.now().getTime() - row.checkedAt.getTime();
    return age < this.options.phoneCacheHours * 3_600_000;
  }

  private isRunning(row: PhoneLookupRow): boolean {
    return (
      row.status === 'sent' &&
      row.provider === this.providers.phone.name &&
      this.options.now().getTime() - row.requestedAt.getTime() < PHONE_LOOKUP_PENDING_MS
    );
  }

  private static view(row: PhoneLookupRow): PhoneLookup {
    return {
      number: row.number,
      status: row.status as PhoneLookup['status'],
      checked_at: row.checkedAt?.toISOString() ?? null,
      message: null,
    };
  }

  private static unavailable(number: string): PhoneLookup {
    return {
      number,
      status: 'failed',
      checked_at: null,
      message: VERIFICATION_MESSAGES.phoneUnavailable,
    };
  }

  /** Whether `{provider}` in a path names the configured phone lookup provider. */
  isPhoneProvider(name: string, alias: string): boolean {
    return name === alias || name === this.providers.phone.name;
  }

  /** `GET …/lookup/{number}`: the cached result, the running lookup's status, or none. */
  async phoneLookup(raw: string, log: FastifyBaseLogger): Promise<PhoneLookup> {
    const number = this.lookupNumber(raw);
    const row = await findPhoneLookup(this.db, number);
    if (row !== undefined && this.isFresh(row)) return VerificationService.view(row);
    if (row !== undefined && this.isRunning(row)) {
      try {
        const answer = await this.providers.phone.hlrStatus(number, row.reference);
        const saved = await savePolledStatus(this.db, {
          number,
          reference: answer.reference,
          status: answer.status,
          at: this.options.now(),
        });
        return VerificationService.view(saved);
      } catch (error) {
        providerFailed(log, error, 'phone lookup status');
        return VerificationService.unavailable(number);
      }
    }
    return { number, status: null, checked_at: null, message: null };
  }

  /** `POST …/hlr`: starts a network lookup unless a fresh result or a running lookup exists. */
  async startPhoneLookup(raw: string, log: FastifyBaseLogger): Promise<PhoneLookup> {
    const number = this.lookupNumber(raw);
    const row = await findPhoneLookup(this.db, number);
    if (row !== undefined && (this.isFresh(row) || this.isRunning(row))) {
      return VerificationService.view(row);
    }
    try {
      const answer = await this.providers.phone.requestHlr(number);
      const saved = await saveStartedLookup(this.db, {
        number,
        provider: this.providers.phone.name,
        reference: answer.reference,
        status: answer.status,
        at: this.options.now(),
      });
      return VerificationService.view(saved);
    } catch (error) {
      providerFailed(log, error, 'phone lookup');
      return VerificationService.unavailable(number);
    }
  }

  // --- email -------------------------------------------------------------------------------

  async email(raw: string, log: FastifyBaseLogger): Promise<EmailCheck> {
    const address = raw.trim();
    if (!isEmail(address)) throw invalid('address', VERIFICATION_MESSAGES.invalidEmailInput);
    const provider = this.providers.email.name;
    try {
      return { ...(await this.providers.email.check(address)), provider };
    } catch (error) {
      providerFailed(log, error, 'email check');
      return { result: 'Unverifiable', reason: VERIFICATION_MESSAGES.emailUnavailable, provider };
    }
  }

  // --- address -----------------------------------------------------------------------------

  /** Street and city; 404 when unknown, 503 when the service cannot answer. */
  async address(
    postcode: string,
    houseNumber: number,
    log: FastifyBaseLogger,
  ): Promise<AddressLookup> {
    let found: AddressLookup | null;
    try {
      found = await this.providers.address.lookup(postcode, houseNumber);
    } catch (error) {
      providerFailed(log, error, 'address lookup');
      throw new HttpError(503, 'unavailable', VERIFICATION_MESSAGES.addressUnavailable);
    }
    if (found === null) throw notFound(VERIFICATION_MESSAGES.addressNotFound);
    return found;
  }

  // --- IBAN --------------------------------------------------------------------------------

  async iban(raw: string, log: FastifyBaseLogger): Promise<IbanCheck> {
    if (!IBAN_INPUT_PATTERN.test(raw))
      throw invalid('iban', VERIFICATION_MESSAGES.invalidIbanInput);
    const iban = normalizeIban(raw);
    const none = { bic: null, name: null };
    if (!isIban(iban)) return { valid: false, iban, bank_data: none, message: null };
    const dutch = dutchBankOf(iban);
    if (dutch !== undefined) return { valid: true, iban, bank_data: dutch, message: null };
    try {
      const data = await this.providers.iban.bankData(iban);
      return { valid: true, iban, bank_data: data ?? none, message: null };
    } catch (error) {
      providerFailed(log, error, 'IBAN bank data');
      return {
        valid: true,
        iban,
        bank_data: none,
        message: VERIFICATION_MESSAGES.ibanBankUnavailable,
      };
    }
  }
}
