import { ACCESS_TABLE, findAccessRule, FALLBACK_RULE, rolesSatisfy } from './access';

/** The methods that change a resource; DELETE is left out (removing a record needs no IBAN). */
const EDIT_METHODS = ['POST', 'PUT', 'PATCH'] as const;

/**
 * Who sees a full IBAN or BSN (issue 11): the people who edit the resource. A caller sees the
 * full value on `resourcePath` (an api path such as `donations/12` or `employees/<uuid>`) when
 * the roles pass every rule the access table names for editing it — POST, PUT and PATCH, the
 * administrators' fallback not counted (a method the table does not name is no editing path).
 * Everyone else who may read the resource gets the masked value (`maskIban`, `maskBsn` in
 * `@veldwerk/shared/domain`). Exports always carry the full value (they are for the
 * administration that sends them to the client).
 *
 * With today's table: donations — administration (PATCH) and up see IBANs, managers who only
 * read them see them masked; employees — managers and recruiters (POST/PUT) see BSN and IBAN;
 * donation checks — captains and administration.
 */
export function seesFullPersonalData(roles: Iterable<string>, resourcePath: string): boolean {
  const held = [...roles];
  const rules = EDIT_METHODS.map((method) => findAccessRule(method, resourcePath)).filter(
    (rule) => rule !== FALLBACK_RULE,
  );
  if (rules.length === 0) return false;
  return rules.every((rule) => rolesSatisfy(held, rule));
}

/** The access-table rule ids that decide `seesFullPersonalData` for a path (docs, tests). */
export function personalDataRules(resourcePath: string): string[] {
  return [
    ...new Set(
      EDIT_METHODS.map((method) => findAccessRule(method, resourcePath))
        .filter((rule) => rule !== FALLBACK_RULE && ACCESS_TABLE.includes(rule))
        .map((rule) => rule.id),
    ),
  ];
}
