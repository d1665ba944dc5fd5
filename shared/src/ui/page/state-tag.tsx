/** A record's state as a coloured tag (lists and page headers): Actief/Inactief, or any enum. */
import { Tag } from 'antd';

export interface StateTagProps<S extends string> {
  state: S;
  /** Dutch label per state (`EMPLOYEE_STATE_LABELS`, …). */
  labels: Readonly<Record<S, string>>;
  /** antd tag colour per state; a state without one gets the plain tag. */
  colors?: Readonly<Partial<Record<S, string>>>;
}

export function StateTag<S extends string>({ state, labels, colors }: StateTagProps<S>) {
  const color = colors?.[state];
  return color === undefined ? (
    <Tag>{labels[state]}</Tag>
  ) : (
    <Tag color={color}>{labels[state]}</Tag>
  );
}

export const ENABLED_LABELS = { enabled: 'Actief', disabled: 'Inactief' } as const;
const ENABLED_COLORS = { enabled: 'green' } as const;

/** "Actief" (green) or "Inactief": clients, campaigns, anything with `enabled`. */
export function EnabledTag({ enabled }: { enabled: boolean }) {
  return (
    <StateTag
      state={enabled ? 'enabled' : 'disabled'}
      labels={ENABLED_LABELS}
      colors={ENABLED_COLORS}
    />
  );
}
