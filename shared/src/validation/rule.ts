/**
 * A rule is a pure check of one value: it returns the Dutch message of the first thing wrong, or
 * undefined. Form schemas and payload schemas are both built from rules, so each rule and its
 * message exist once. `ctx.now` feeds the date rules.
 */
import { z } from 'zod';
import { resolveNow, type Now } from './calendar';
import { MESSAGES } from './messages';
import './zod-config';

export interface RuleContext {
  readonly now: Date;
}

export type Rule = (value: unknown, ctx: RuleContext) => string | undefined;

/** Nothing entered: undefined, null, a blank string or an empty list. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** 'Vereist veld' when nothing is entered. */
export const required: Rule = (value) => (isBlank(value) ? MESSAGES.required : undefined);

/** Runs the rules in order; the first message wins. */
export function all(...rules: readonly Rule[]): Rule {
  return (value, ctx) => {
    for (const rule of rules) {
      const message = rule(value, ctx);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

/** Runs the rules only when something is entered. */
export function optional(...rules: readonly Rule[]): Rule {
  const rule = all(...rules);
  return (value, ctx) => (isBlank(value) ? undefined : rule(value, ctx));
}

/** 'Vereist veld' when blank, then the rules. */
export function requiredThen(...rules: readonly Rule[]): Rule {
  return all(required, ...rules);
}

/** A string rule: fails with `message` unless the trimmed string satisfies `test`. */
export function stringRule(
  test: (value: string) => boolean,
  message: string = MESSAGES.format,
): Rule {
  return (value) => (typeof value === 'string' && test(value.trim()) ? undefined : message);
}

/** The first message of `rule` for `value` at the current time (or `now`). */
export function check(rule: Rule, value: unknown, now?: Now): string | undefined {
  return rule(value, { now: resolveNow(now) });
}

/** Adds `rule` to a zod schema as a refinement (kept out of JSON Schema, no transform). */
export function ruled<S extends z.ZodType>(schema: S, rule: Rule, now?: Now): S {
  return schema.superRefine((value, zctx) => {
    const message = rule(value, { now: resolveNow(now) });
    if (message !== undefined) zctx.addIssue({ code: 'custom', message, input: value });
  });
}

export type RuleTable<K extends string = string> = Partial<Record<K, Rule>>;

/** Minimal view of zod's refinement context (object-level rules add issues at a field path). */
export interface IssueSink {
  addIssue(issue: { code: 'custom'; message: string; path: PropertyKey[]; input?: unknown }): void;
}

/** Applies a table of field rules to an object inside a zod `superRefine`. */
export function applyRules(
  values: Readonly<Record<string, unknown>>,
  table: Readonly<Record<string, Rule | undefined>>,
  sink: IssueSink,
  now?: Now,
): void {
  const ctx = { now: resolveNow(now) };
  for (const [field, rule] of Object.entries(table)) {
    if (rule === undefined) continue;
    const message = rule(values[field], ctx);
    if (message !== undefined)
      sink.addIssue({ code: 'custom', message, path: [field], input: values[field] });
  }
}

/** The messages a table of rules gives for `values`, by field (handy for forms and tests). */
export function ruleErrors(
  values: Readonly<Record<string, unknown>>,
  table: Readonly<Record<string, Rule | undefined>>,
  now?: Now,
): Record<string, string> {
  const errors: Record<string, string> = {};
  applyRules(
    values,
    table,
    { addIssue: (issue) => (errors[String(issue.path[0])] = issue.message) },
    now,
  );
  return errors;
}

/**
 * A zod object whose field rules are checked together after the base types: `rulesFor(values)`
 * returns the table that applies (conditional rules read the other values). Form schemas and
 * payload schemas are both built with it.
 */
export function ruledObject<Shape extends z.ZodRawShape>(
  shape: Shape,
  rulesFor: (
    values: Readonly<Record<string, unknown>>,
  ) => Readonly<Record<string, Rule | undefined>>,
  now?: Now,
): z.ZodObject<Shape> {
  return z.object(shape).superRefine(
    (values, zctx) => {
      const record = values as Readonly<Record<string, unknown>>;
      // A field whose base type already failed keeps that one message.
      const failed = new Set(zctx.issues.map((issue) => String(issue.path?.[0])));
      const table = Object.fromEntries(
        Object.entries(rulesFor(record)).filter(([field]) => !failed.has(field)),
      );
      applyRules(record, table, zctx, now);
    },
    // Run beside base type errors in other fields too, so a form shows every message at once
    // (rules read `unknown` values and cope with wrong types).
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}
