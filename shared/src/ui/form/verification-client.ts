/**
 * The browser side of the verification services (spec §5, §7): calls through the shared api
 * client, answers checked against the shared schemas, and a cache per value, so blurring a field
 * twice does not call twice. Only real answers are kept: a failure (network, outage, a provider
 * that did not answer) is asked again on the next blur.
 */
import { api, ApiError } from '../../client';
import {
  addressLookupSchema,
  emailCheckSchema,
  fillPath,
  ibanCheckSchema,
  PHONE_LOOKUP_ALIAS,
  PHONE_LOOKUP_MAX_POLLS,
  phoneLookupPollDelay,
  phoneLookupSchema,
  VERIFICATION_PATHS,
  type AddressLookup,
  type EmailCheck,
  type IbanCheck,
  type PhoneLookup,
} from '../../domain';
import {
  normalizeIban,
  normalizePostcode,
  phoneLookupNumber,
  VERIFICATION_MESSAGES,
  type PhoneLookupResult,
} from '../../validation';

const caches = {
  phone: new Map<string, Promise<PhoneLookup>>(),
  iban: new Map<string, Promise<IbanCheck>>(),
  email: new Map<string, Promise<EmailCheck>>(),
  address: new Map<string, Promise<AddressLookup | null>>(),
};
/** Settled phone results, read synchronously by `fullPhoneRule` in a form schema. */
const phoneResults = new Map<string, PhoneLookupResult>();

function cached<T>(
  cache: Map<string, Promise<T>>,
  key: string,
  work: () => Promise<T>,
  keep: (value: T) => boolean,
): Promise<T> {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const promise = work().then(
    (value) => {
      if (!keep(value)) cache.delete(key);
      return value;
    },
    (error: unknown) => {
      cache.delete(key);
      throw error;
    },
  );
  cache.set(key, promise);
  return promise;
}

/** Forgets every answer (tests; a user who wants to check again reloads the page). */
export function clearVerificationCaches(): void {
  for (const cache of Object.values(caches)) cache.clear();
  phoneResults.clear();
}

/**
 * The cached lookup result of a number as typed, or undefined while there is none: the lookup
 * for `fullPhoneRule(cachedPhoneLookupResult)` in a form schema (spec §5 "full phone check").
 */
export function cachedPhoneLookupResult(value: string): PhoneLookupResult | undefined {
  return phoneResults.get(phoneLookupNumber(value));
}

export type Sleep = (ms: number) => Promise<void>;
const wait: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PhoneLookupOptions {
  /** The `{provider}` path segment; the alias names the configured provider. */
  provider?: string;
  sleep?: Sleep;
}

/**
 * The lookup of a number: the known result, or a new network lookup polled 1 s, 2 s, 4 s, … apart
 * while it is `sent` (spec §7, §9), giving up as `failed` after `PHONE_LOOKUP_MAX_POLLS` polls.
 */
export function lookupPhone(value: string, options: PhoneLookupOptions = {}): Promise<PhoneLookup> {
  const provider = options.provider ?? PHONE_LOOKUP_ALIAS;
  const sleep = options.sleep ?? wait;
  const number = phoneLookupNumber(value);
  return cached(
    caches.phone,
    `${provider} ${number}`,
    async () => {
      const path = fillPath(VERIFICATION_PATHS.phoneLookup, { provider, number });
      let answer = phoneLookupSchema.parse(await api.get(path));
      if (answer.status === null) {
        const start = fillPath(VERIFICATION_PATHS.phoneHlr, { provider });
        answer = phoneLookupSchema.parse(await api.post(start, { number }));
      }
      for (let attempt = 0; answer.status === 'sent'; attempt += 1) {
        if (attempt >= PHONE_LOOKUP_MAX_POLLS) {
          return { ...answer, status: 'failed', message: VERIFICATION_MESSAGES.phoneUnavailable };
        }
        await sleep(phoneLookupPollDelay(attempt));
        answer = phoneLookupSchema.parse(await api.get(path));
      }
      if (answer.message === null && answer.status !== null) {
        phoneResults.set(number, answer.status);
      }
      return answer;
    },
    (answer) => answer.message === null,
  );
}

export function checkIban(value: string): Promise<IbanCheck> {
  const iban = normalizeIban(value);
  return cached(
    caches.iban,
    iban,
    async () => ibanCheckSchema.parse(await api.get(fillPath(VERIFICATION_PATHS.iban, { iban }))),
    (answer) => answer.message === null,
  );
}

export function checkEmail(value: string): Promise<EmailCheck> {
  const address = value.trim();
  return cached(
    caches.email,
    address,
    async () =>
      emailCheckSchema.parse(await api.get(fillPath(VERIFICATION_PATHS.email, { address }))),
    (answer) => answer.reason !== VERIFICATION_MESSAGES.emailUnavailable,
  );
}

/** Street and city, or null when the address is unknown (404); throws when the service is down. */
export function lookupAddress(
  postcode: string,
  houseNumber: string | number,
): Promise<AddressLookup | null> {
  const code = normalizePostcode(postcode);
  const number = String(houseNumber).trim();
  return cached(
    caches.address,
    `${code} ${number}`,
    async () => {
      try {
        const path = fillPath(VERIFICATION_PATHS.address, { postcode: code, number });
        return addressLookupSchema.parse(await api.get(path));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    () => true,
  );
}
