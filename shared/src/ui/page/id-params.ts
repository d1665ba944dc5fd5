/**
 * Record ids from the URL (`/clients/:clientId/campaigns/:campaignId/update`): each route
 * parameter checked against its kind, so `/clients/abc/` is "Pagina niet gevonden" before any
 * call is made.
 */
import { useParams } from 'react-router-dom';

/** `number`: a positive integer (serial ids); `uuid`: employees, shifts, checks. */
export type IdKind = 'number' | 'uuid';
export type IdKinds = Readonly<Record<string, IdKind>>;
export type IdValues<K extends IdKinds> = {
  readonly [P in keyof K]: K[P] extends 'uuid' ? string : number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A route parameter as a positive id, or null when it is not one (`/clients/abc/`). */
export function idParam(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** A route parameter as a uuid (lower case), or null when it is not one. */
export function uuidParam(value: string | undefined): string | null {
  return value !== undefined && UUID.test(value) ? value.toLowerCase() : null;
}

/** The given route parameters as ids of their kind, or null when one is not. */
export function parseIdParams<K extends IdKinds>(
  kinds: K,
  params: Readonly<Record<string, string | undefined>>,
): IdValues<K> | null {
  const values: Record<string, string | number> = {};
  for (const [name, kind] of Object.entries(kinds)) {
    const value = kind === 'uuid' ? uuidParam(params[name]) : idParam(params[name]);
    if (value === null) return null;
    values[name] = value;
  }
  return values as IdValues<K>;
}

/** `useParams()` read as ids: `useIdParams({ clientId: 'number' })` → `{clientId: 4}` or null. */
export function useIdParams<K extends IdKinds>(kinds: K): IdValues<K> | null {
  return parseIdParams(kinds, useParams());
}
