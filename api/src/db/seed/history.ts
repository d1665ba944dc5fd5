/**
 * The route a person's status took to reach its current state, as the back office would have
 * clicked it: quick transitions of the deployment's table (`QUICK_TRANSITIONS`), and the free
 * form only where the table offers nothing (default deployment: Exit from an applicant state,
 * FormerEmployee from Active or Pause, back from Pause to Active). A step has a reason exactly
 * where the transition form shows one (`showsReason`), taken from the quick transition when it
 * presets one.
 */
import {
  isApplicantState,
  quickTransitionsFor,
  showsReason,
  type EmployeeState,
  type StateVariant,
  type TransitionReason,
} from '@veldwerk/shared/domain';
import { Weighted, type Random } from './random';

export interface PathStep {
  readonly from: EmployeeState;
  readonly to: EmployeeState;
  readonly reason: TransitionReason | null;
  /** The quick transition opens the follow-up action tomorrow. */
  readonly openTomorrow: boolean;
  /** Made with the free form (the quick table does not offer it). */
  readonly free: boolean;
}

interface Edge {
  readonly to: EmployeeState;
  readonly reason: TransitionReason | undefined;
  readonly openTomorrow: boolean;
  readonly free: boolean;
}

/** Transitions the free form makes where the quick table has none (default deployment). */
export function freeFormEdges(variant: StateVariant, state: EmployeeState): EmployeeState[] {
  if (variant !== 'default') return [];
  if (state === 'Exit' || state === 'FormerEmployee') return [];
  if (isApplicantState(variant, state)) return ['Exit'];
  if (state === 'Active') return ['FormerEmployee'];
  if (state === 'Pause') return ['Active', 'FormerEmployee'];
  return [];
}

function edgesFrom(variant: StateVariant, state: EmployeeState): Edge[] {
  const quick: Edge[] = quickTransitionsFor(variant, state).map((transition) => ({
    to: transition.to,
    reason: transition.reason,
    openTomorrow: transition.openTomorrow === true,
    free: false,
  }));
  const free = freeFormEdges(variant, state)
    .filter((to) => !quick.some((edge) => edge.to === to))
    .map((to): Edge => ({ to, reason: undefined, openTomorrow: false, free: true }));
  return [...quick, ...free];
}

const distances = new Map<string, ReadonlyMap<EmployeeState, number>>();

/** Steps from each state to `target` (states that cannot reach it are absent). */
function distancesTo(variant: StateVariant, target: EmployeeState) {
  const key = `${variant}:${target}`;
  const known = distances.get(key);
  if (known !== undefined) return known;
  const states = new Set<EmployeeState>(['New']);
  for (let grew = true; grew;) {
    grew = false;
    for (const state of [...states]) {
      for (const edge of edgesFrom(variant, state)) {
        if (!states.has(edge.to)) {
          states.add(edge.to);
          grew = true;
        }
      }
    }
  }
  const result = new Map<EmployeeState, number>([[target, 0]]);
  for (let grew = true; grew;) {
    grew = false;
    for (const state of states) {
      if (result.has(state)) continue;
      let best: number | undefined;
      for (const edge of edgesFrom(variant, state)) {
        const d = result.get(edge.to);
        if (d !== undefined && (best === undefined || d + 1 < best)) best = d + 1;
      }
      if (best !== undefined) {
        result.set(state, best);
        grew = true;
      }
    }
  }
  distances.set(key, result);
  return result;
}

/** Whether `target` can be reached from New in `variant`. */
export function isReachable(variant: StateVariant, target: EmployeeState): boolean {
  return distancesTo(variant, target).has('New');
}

const EXIT_REASONS = new Weighted<TransitionReason>([
  ['UNWILLING', 14],
  ['ANOTHER_JOB', 14],
  ['TOO_BUSY', 10],
  ['NOT_FUN', 10],
  ['NO_VACANCIES', 8],
  ['INVALID_PHONE_NUMBER', 6],
  ['EXAMS', 6],
  ['MOVE', 5],
  ['CANCELED', 6],
  ['BAD_WRITER', 6],
  ['TOO_YOUNG', 4],
  ['PARENTS', 3],
  ['NON_EU', 3],
  ['BLACKLIST', 2],
]);
const PAUSE_REASONS = new Weighted<TransitionReason>([
  ['EXAMS', 30],
  ['TOO_BUSY', 30],
  ['MOVE', 10],
  ['CALL_BACK_LATER', 20],
  ['PARENTS', 10],
]);
const CANCEL_REASONS = new Weighted<TransitionReason>([
  ['NO_SHOW', 70],
  ['CANCELED', 20],
  ['CALL_BACK_LATER', 10],
]);
const SAME_STATE_REASONS = new Weighted<TransitionReason>([
  ['NO_ANSWER', 75],
  ['CALL_BACK_LATER', 25],
]);

/** A reason for a step where the form asks for one and the quick transition presets none. */
export function pickReason(
  random: Random,
  from: EmployeeState,
  to: EmployeeState,
  preferred?: TransitionReason,
): TransitionReason | null {
  if (!showsReason(to, from)) return null;
  if (to === 'Exit') return preferred ?? EXIT_REASONS.pick(random);
  if (to === 'Pause') return PAUSE_REASONS.pick(random);
  if (to === 'M&G canceled' || to === 'Trial canceled') return CANCEL_REASONS.pick(random);
  if (to === from) return SAME_STATE_REASONS.pick(random);
  return null;
}

const MAX_DETOUR_STEPS = 10;

/**
 * A route from New to `target`: mostly the shortest, sometimes a detour (no answer, a no-show, a
 * pause) that can still reach the target. `exitReason` is used for a final Exit (e.g. NON_EU).
 */
export function planPath(
  random: Random,
  variant: StateVariant,
  target: EmployeeState,
  exitReason?: TransitionReason,
): PathStep[] {
  const distance = distancesTo(variant, target);
  if (!distance.has('New')) throw new Error(`${target} cannot be reached in the ${variant} table`);
  const steps: PathStep[] = [];
  let state: EmployeeState = 'New';
  // A New applicant may have been called without answer a few times.
  let loops =
    target === 'New'
      ? random.weighted([
          [0, 50],
          [1, 35],
          [2, 15],
        ])
      : 0;
  while (state !== target || loops > 0) {
    const here = distance.get(state) ?? 0;
    const edges: Edge[] = edgesFrom(variant, state).filter((candidate) =>
      distance.has(candidate.to),
    );
    const forward = edges.filter((candidate) => (distance.get(candidate.to) ?? Infinity) < here);
    let edge: Edge | undefined;
    if (state === target) {
      // Only New loops on itself: the unanswered calls before the current state.
      edge = edges.find((candidate) => candidate.to === state);
      loops -= 1;
    } else if (steps.length < MAX_DETOUR_STEPS && random.chance(0.22)) {
      edge = random.pick(edges);
    } else {
      edge = random.pick(forward);
    }
    if (edge === undefined) break;
    const reason =
      edge.reason ??
      pickReason(
        random,
        state,
        edge.to,
        edge.to === 'Exit' && edge.to === target ? exitReason : undefined,
      );
    steps.push({
      from: state,
      to: edge.to,
      reason,
      openTomorrow: edge.openTomorrow,
      free: edge.free,
    });
    state = edge.to;
  }
  return steps;
}
