import { describe, expect, it } from 'vitest';
import {
  STATE_LISTS,
  quickTransitionsFor,
  showsReason,
  type StateVariant,
} from '@veldwerk/shared/domain';
import { freeFormEdges, isReachable, planPath } from './history';
import { Random } from './random';

const VARIANTS: readonly StateVariant[] = ['default', 'variant'];

describe('status routes of generated people', () => {
  for (const variant of VARIANTS) {
    const states = [...STATE_LISTS[variant].applicant, ...STATE_LISTS[variant].employee];

    it(`${variant}: every state of the variant can be reached from New`, () => {
      for (const state of states) expect(isReachable(variant, state), state).toBe(true);
    });

    it(`${variant}: routes follow the quick-transition table (free form only where it offers nothing)`, () => {
      for (const target of states) {
        for (let i = 0; i < 200; i += 1) {
          const steps = planPath(new Random(9, 1, i), variant, target);
          let state: string = 'New';
          for (const step of steps) {
            expect(step.from).toBe(state);
            const quick = quickTransitionsFor(variant, step.from).find((q) => q.to === step.to);
            if (step.free) {
              expect(quick, `${step.from} → ${step.to}`).toBeUndefined();
              expect(freeFormEdges(variant, step.from)).toContain(step.to);
            } else {
              expect(quick, `${step.from} → ${step.to}`).toBeDefined();
              if (quick?.reason !== undefined) expect(step.reason).toBe(quick.reason);
              expect(step.openTomorrow).toBe(quick?.openTomorrow === true);
            }
            // A reason exactly where the transition form asks for one.
            expect(step.reason !== null, `${step.from} → ${step.to}`).toBe(
              showsReason(step.to, step.from),
            );
            state = step.to;
          }
          expect(state).toBe(target);
        }
      }
    });
  }

  it('uses a preferred Exit reason (NON_EU for a non-EU applicant)', () => {
    const steps = planPath(new Random(1, 1, 1), 'default', 'Exit', 'NON_EU');
    expect(steps.at(-1)).toMatchObject({ to: 'Exit', reason: 'NON_EU' });
  });
});
