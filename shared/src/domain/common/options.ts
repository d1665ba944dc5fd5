/** Select options from an enum's values and Dutch labels. */

export interface Option<V extends string | number = string> {
  value: V;
  label: string;
}

export function toOptions<V extends string | number>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): Option<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The Dutch label of a value; an unknown value (an old record) is shown as it is. */
export function labelFor<V extends string>(
  labels: Readonly<Record<V, string>>,
  value: string | null | undefined,
): string {
  if (value === null || value === undefined) return '';
  return Object.hasOwn(labels, value) ? labels[value as V] : value;
}
