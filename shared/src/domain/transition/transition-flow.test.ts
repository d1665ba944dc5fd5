import { describe, expect, it } from 'vitest';
import {
  QUICK_TRANSITIONS,
  datePreset,
  quickTransitionsFor,
  showsActionDate,
  showsEventDate,
  showsForceDate,
  showsReason,
  transitionTimeline,
  transitionVisibility,
} from './transition-flow';
import { NOW } from '../common/test-helpers';

const summary = (variant: 'default' | 'variant', state: string) =>
  quickTransitionsFor(variant, state).map((q) =>
    [q.to, q.reason, q.openTomorrow ? 'tomorrow' : undefined].filter(Boolean).join(' '),
  );

describe('quick transitions', () => {
  it('has the default table of spec §4', () => {
    expect(summary('default', 'New')).toEqual(['M&G planned', 'New NO_ANSWER tomorrow']);
    expect(summary('default', 'M&G planned')).toEqual([
      'Trial planned',
      'M&G canceled NO_SHOW tomorrow',
    ]);
    expect(summary('default', 'M&G canceled')).toEqual(['M&G planned']);
    expect(summary('default', 'Trial planned')).toEqual(['Active', 'Trial canceled NO_SHOW']);
    expect(summary('default', 'Trial canceled')).toEqual(['Trial planned']);
    expect(summary('default', 'Active')).toEqual(['Pause']);
    for (const state of ['Pause', 'Exit', 'FormerEmployee'])
      expect(summary('default', state)).toEqual([]);
  });

  it('has the variant table of spec §4', () => {
    expect(summary('variant', 'New')).toEqual(['M&G planned', 'New NO_ANSWER', 'Exit']);
    expect(summary('variant', 'M&G planned')).toEqual(['Trial planned', 'Pause', 'Exit']);
    expect(summary('variant', 'Trial planned')).toEqual(['GA_TRIAL_PERIOD', 'Exit']);
    expect(summary('variant', 'GA_TRIAL_PERIOD')).toEqual(['Active']);
    expect(summary('variant', 'Active')).toEqual(['Pause', 'FormerEmployee']);
    expect(summary('variant', 'Pause')).toEqual(['Trial planned']);
    expect(summary('variant', 'Exit')).toEqual([]);
    expect(Object.keys(QUICK_TRANSITIONS.variant)).toHaveLength(6);
  });

  it('offers nothing for an unknown state', () =>
    expect(quickTransitionsFor('default', 'Passief')).toEqual([]));
});

describe('transition form rules', () => {
  it('shows a reason for Exit, Passief, M&G canceled, Trial canceled, Pause, or an unchanged state', () => {
    for (const state of ['Exit', 'Passief', 'M&G canceled', 'Trial canceled', 'Pause']) {
      expect(showsReason(state, 'New'), state).toBe(true);
    }
    expect(showsReason('New', 'New')).toBe(true);
    expect(showsReason('Active', 'Trial planned')).toBe(false);
    expect(showsReason('M&G planned', 'New')).toBe(false);
  });

  it('shows a dated event with time for planned states', () => {
    expect(showsEventDate('M&G planned')).toBe(true);
    expect(showsEventDate('Trial planned')).toBe(true);
    expect(showsEventDate('Active')).toBe(false);
  });

  it('shows the action date for applicant states of the variant, unless it follows the event date', () => {
    expect(showsActionDate('default', 'New', false)).toBe(true);
    expect(showsActionDate('default', 'Pause', false)).toBe(false);
    expect(showsActionDate('variant', 'Pause', false)).toBe(true);
    expect(showsActionDate('default', 'Trial planned', true)).toBe(false);
    expect(showsActionDate('default', 'New', true)).toBe(true);
  });

  it('shows force date when a shown date lies before today (Amsterdam)', () => {
    const values = {
      new_state: 'Trial planned',
      event_date: '20/11/2026',
      open_on_event_date: true,
      open_date: '',
    };
    expect(showsForceDate('default', values, NOW)).toBe(true);
    expect(showsForceDate('default', { ...values, event_date: '21/11/2026' }, NOW)).toBe(false);
    expect(showsForceDate('default', { ...values, new_state: 'Active' }, NOW)).toBe(false);
    const action = {
      new_state: 'New',
      event_date: '',
      open_on_event_date: false,
      open_date: '01/11/2026',
    };
    expect(showsForceDate('default', action, NOW)).toBe(true);
    expect(showsForceDate('default', { ...action, open_date: 'onzin' }, NOW)).toBe(false);
  });

  it('collects the visibility in one call', () => {
    const values = {
      new_state: 'M&G planned',
      event_date: '',
      open_on_event_date: false,
      open_date: '',
    };
    expect(transitionVisibility('default', 'New', values, NOW)).toEqual({
      reason: false,
      eventDate: true,
      openOnEventDate: true,
      actionDate: true,
      forceDate: false,
    });
  });

  it('has the +1d and +1w presets in Amsterdam days', () => {
    expect(datePreset('+1d', NOW)).toBe('22/11/2026');
    expect(datePreset('+1w', NOW)).toBe('28/11/2026');
    expect(datePreset('+1d', new Date('2026-12-31T23:30:00Z'))).toBe('02/01/2027');
  });
});

describe('timeline', () => {
  const t = (new_state: string, creation_date: string, manager: string | null = 'm') => ({
    new_state,
    creation_date,
    manager,
  });

  it('lists transitions newest first', () => {
    const list = [
      t('New', '2026-01-01T10:00:00Z'),
      t('Active', '2026-03-01T10:00:00Z'),
      t('M&G planned', '2026-02-01T10:00:00Z'),
    ];
    expect(
      transitionTimeline(list, '2026-01-01T09:00:00Z').map((e) => e.transition.new_state),
    ).toEqual(['Active', 'M&G planned', 'New']);
  });

  it('adds an implicit New when the oldest is not a New by a manager', () => {
    const byManager = transitionTimeline(
      [t('New', '2026-01-01T10:00:00Z')],
      '2026-01-01T09:00:00Z',
    );
    expect(byManager.some((e) => e.implicit)).toBe(false);
    const bySystem = transitionTimeline(
      [t('New', '2026-01-01T10:00:00Z', null)],
      '2026-01-01T09:00:00Z',
    );
    expect(bySystem.at(-1)).toEqual({
      implicit: true,
      transition: { new_state: 'New', creation_date: '2026-01-01T09:00:00Z' },
    });
    const notNew = transitionTimeline([t('M&G planned', '2026-01-01T10:00:00Z')], null);
    expect(notNew.at(-1)?.implicit).toBe(true);
    expect(transitionTimeline([], null)).toHaveLength(1);
  });
});
