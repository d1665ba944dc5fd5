/**
 * Answering with IBAN and BSN: opened, and masked unless the caller edits the resource
 * (`seesFullPersonalData`, the shared rule the browser knows too). The areas' repositories call
 * `presentPersonal` for every sealed value they answer with; exports call `codec.open` directly
 * (they always carry the full value).
 */
import { seesFullPersonalData } from '@veldwerk/shared/auth';
import { maskPersonal, type PersonalKind } from '@veldwerk/shared/domain';
import type { PersonalDataCodec } from './codec';

let active: PersonalDataCodec | undefined;

/**
 * The codec `presentPersonal` uses when none is passed: `buildApp` registers the app's (one
 * configuration per process; tests share the fixed test keys).
 */
export function usePersonalDataCodec(codec: PersonalDataCodec): void {
  active = codec;
}

export function activePersonalDataCodec(): PersonalDataCodec {
  if (active === undefined) throw new Error('No personal-data codec: buildApp registers it.');
  return active;
}

/**
 * The value to answer with: null for null, the full value for a caller who edits
 * `resourcePath` (e.g. `donations/12`), else the masked value (`NL91 •••• •••• ••43 00`).
 */
export function presentPersonal(
  roles: Iterable<string>,
  resourcePath: string,
  sealedValue: string | null | undefined,
  kind: PersonalKind,
  codec: PersonalDataCodec = activePersonalDataCodec(),
): string | null {
  const plain = codec.open(sealedValue);
  if (plain === null) return null;
  return seesFullPersonalData(roles, resourcePath) ? plain : maskPersonal(kind, plain);
}
