/**
 * Sealing and opening IBAN and BSN values (issue 11): AES-256-GCM through `node:crypto` with the
 * key id beside each value, and a keyed blind index (HMAC-SHA256 under its own key) for exact
 * search. The stored form is `v1.<keyId>.<base64url(iv | tag | ciphertext)>`; the header
 * (`v1.<keyId>`) is the additional authenticated data, so a value cannot be moved to another key
 * id unnoticed. A value that does not open (wrong key, changed bytes) throws — never returns
 * garbage.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import type { PersonalKind } from '@veldwerk/shared/domain';
import { normalizeBsn, normalizeIban } from '@veldwerk/shared/validation';

export type { PersonalKind };

export const SEALED_VERSION = 'v1';
/** A key id: letters, digits, `_` and `-` (no dot: the dot separates the parts). */
export const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
/** What a stored value looks like; the database checks the same (migration 0010). */
export const SEALED_PATTERN = /^v1\.[A-Za-z0-9_-]{1,32}\.[A-Za-z0-9_-]+$/;
export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface DataKey {
  readonly id: string;
  /** 32 bytes. */
  readonly key: Buffer;
}

export interface Sealed {
  readonly value: string | null;
  readonly index: string | null;
}

export class PersonalDataError extends Error {
  override name = 'PersonalDataError';
}

/** The normal form a blind index is computed over: the form in which the value is searched. */
export function normalizePersonal(kind: PersonalKind, plain: string): string {
  if (kind === 'iban') return normalizeIban(plain);
  const digits = normalizeBsn(plain);
  // An 8-digit BSN is the 9-digit one with a leading 0 (the elfproef reads it so).
  return /^[0-9]{8}$/.test(digits) ? `0${digits}` : digits;
}

export class PersonalDataCodec {
  readonly currentKeyId: string;
  /**
   * Per key id: the key as a `KeyObject` (imported once: a raw Buffer is imported again on every
   * cipher, a third of the cost of opening a value) and the header that is the value's AAD.
   */
  private readonly keys: ReadonlyMap<string, { key: KeyObject; aad: Buffer }>;
  private readonly indexKey: KeyObject;

  /** `keys[0]` seals; every key opens the values sealed under its id. */
  constructor(keys: readonly DataKey[], indexKey: Buffer) {
    const [current] = keys;
    if (current === undefined) throw new PersonalDataError('At least one data key is needed.');
    const map = new Map<string, { key: KeyObject; aad: Buffer }>();
    for (const { id, key } of keys) {
      if (!KEY_ID_PATTERN.test(id)) throw new PersonalDataError(`Invalid data key id "${id}".`);
      if (key.length !== KEY_BYTES) {
        throw new PersonalDataError(`Data key "${id}" must be ${KEY_BYTES} bytes.`);
      }
      if (map.has(id)) throw new PersonalDataError(`Data key id "${id}" is given twice.`);
      map.set(id, { key: createSecretKey(key), aad: Buffer.from(`${SEALED_VERSION}.${id}`) });
    }
    if (indexKey.length !== KEY_BYTES) {
      throw new PersonalDataError(`The index key must be ${KEY_BYTES} bytes.`);
    }
    this.currentKeyId = current.id;
    this.keys = map;
    this.indexKey = createSecretKey(indexKey);
  }

  get keyIds(): string[] {
    return [...this.keys.keys()];
  }

  /** Encrypts under the current key and computes the blind index; null or '' stay null. */
  seal(kind: PersonalKind, plain: string | null | undefined): Sealed {
    if (plain === null || plain === undefined || plain.trim() === '') {
      return { value: null, index: null };
    }
    return { value: this.encrypt(plain), index: this.index(kind, plain) };
  }

  /**
   * `seal`, except that a value equal to the stored one (same blind index) keeps its stored seal:
   * a fresh seal differs every time (random nonce), so re-sealing would look like a change in
   * the audit log on every save.
   */
  sealOrKeep(
    kind: PersonalKind,
    plain: string | null | undefined,
    stored: { value: string | null; index: string | null },
  ): Sealed {
    const sealed = this.seal(kind, plain);
    return sealed.index === stored.index ? stored : sealed;
  }

  /** The plain value of a sealed one (null stays null). Throws when it does not open. */
  open(sealed: string | null | undefined): string | null {
    if (sealed === null || sealed === undefined) return null;
    const [version, keyId, payload, extra] = sealed.split('.');
    if (version !== SEALED_VERSION || keyId === undefined || payload === undefined || extra) {
      throw new PersonalDataError('Not a sealed value.');
    }
    const entry = this.keys.get(keyId);
    if (entry === undefined) throw new PersonalDataError(`No data key "${keyId}" is configured.`);
    const bytes = Buffer.from(payload, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new PersonalDataError('Sealed value too short.');
    const decipher = createDecipheriv('aes-256-gcm', entry.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(entry.aad);
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      // An export opens one of these per donor: GCM's final() checks the tag and adds nothing.
      const plain = decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES));
      const rest = decipher.final();
      return (rest.length === 0 ? plain : Buffer.concat([plain, rest])).toString('utf8');
    } catch {
      throw new PersonalDataError(`Sealed value does not open under key "${keyId}".`);
    }
  }

  /** HMAC-SHA256 (hex) of the normalised value under the index key: the exact-search key. */
  index(kind: PersonalKind, plain: string): string {
    return createHmac('sha256', this.indexKey)
      .update(`${kind}:${normalizePersonal(kind, plain)}`)
      .digest('hex');
  }

  /** The key id of a sealed value (null when it is not one). */
  static keyIdOf(sealed: string): string | null {
    return SEALED_PATTERN.test(sealed) ? (sealed.split('.')[1] ?? null) : null;
  }

  /** Opens under any configured key and seals again under the current one (rotation). */
  reseal(sealed: string): string {
    if (PersonalDataCodec.keyIdOf(sealed) === this.currentKeyId) return sealed;
    const plain = this.open(sealed);
    return plain === null ? sealed : this.encrypt(plain);
  }

  private encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const { key, aad } = this.keys.get(this.currentKeyId) as { key: KeyObject; aad: Buffer };
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(aad);
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const payload = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
    return `${SEALED_VERSION}.${this.currentKeyId}.${payload}`;
  }
}
