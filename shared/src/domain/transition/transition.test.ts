import { describe, expect, it } from 'vitest';
import {
  createTransitionFormSchema,
  createTransitionPayloadSchema,
  quickTransitionFormValues,
  transitionFormDefaults,
  transitionToFormValues,
  transitionToPayload,
  type TransitionFormValues,
} from './transition';
import { NOW, errorsOf } from '../common/test-helpers';

const form = createTransitionFormSchema({ now: NOW });
const payloadSchema = createTransitionPayloadSchema({ now: NOW });
const context = { variant: 'default' as const, currentState: 'New' };

const planned = (overrides: Partial<TransitionFormValues> = {}): TransitionFormValues => ({
  ...transitionFormDefaults('New'),
  new_state: 'M&G planned',
  event_date: '24/11/2026',
  event_time: '9:30',
  ...overrides,
});

describe('transition form', () => {
  it('requires the event date for a planned state', () => {
    expect(errorsOf(form, planned({ event_date: '' }))).toEqual({ event_date: 'Vereist veld' });
    expect(errorsOf(form, planned())).toEqual({});
    expect(errorsOf(form, { ...transitionFormDefaults('New'), new_state: 'Active' })).toEqual({});
  });

  it('wants the event date in the near future unless force is ticked', () => {
    expect(errorsOf(form, planned({ event_date: '19/11/2026' }))).toEqual({
      event_date: 'Datum ligt in het verleden',
    });
    expect(errorsOf(form, planned({ event_date: '20/11/2026' }))).toEqual({});
    expect(errorsOf(form, planned({ event_date: '12/12/2026' }))).toEqual({
      event_date: 'Datum moet binnen 21 dagen zijn',
    });
    expect(errorsOf(form, planned({ event_date: '19/11/2026', force_date: true }))).toEqual({});
    expect(errorsOf(form, planned({ event_date: '31/02/2026', force_date: true }))).toEqual({
      event_date: 'Incorrect formaat',
    });
  });

  it('checks the event time and the shown action date', () => {
    expect(errorsOf(form, planned({ event_time: '25:00' }))).toEqual({
      event_time: 'Incorrect formaat',
    });
    expect(errorsOf(form, planned({ open_date: 'morgen' }))).toEqual({
      open_date: 'Incorrect formaat',
    });
    expect(errorsOf(form, planned({ open_date: 'morgen', open_on_event_date: true }))).toEqual({});
  });
});

describe('transition payload', () => {
  it('combines date and time, always closes the record, and is wrapped', () => {
    const payload = transitionToPayload(
      planned({ event_reason: 'NO_SHOW', event_comment: ' belt terug ' }),
      context,
    );
    expect(payload).toEqual({
      employee_state_transition: {
        new_state: 'M&G planned',
        event_reason: null,
        event_comment: 'belt terug',
        event_date: '2026-11-24T09:30:00+01:00',
        open_date: null,
        force_date: false,
        close_record: true,
      },
    });
    expect(errorsOf(payloadSchema, payload)).toEqual({});
  });

  it('sets open_date to the event date when "open action on that date" is ticked', () => {
    const body = transitionToPayload(
      planned({ open_on_event_date: true, open_date: '30/11/2026' }),
      context,
    ).employee_state_transition;
    expect(body.open_date).toBe(body.event_date);
  });

  it('sends the action date at 00:00 and the reason when they show', () => {
    const values = {
      ...transitionFormDefaults('New'),
      event_reason: 'NO_ANSWER' as const,
      open_date: '22/11/2026',
    };
    const body = transitionToPayload(values, context).employee_state_transition;
    expect(body).toMatchObject({
      new_state: 'New',
      event_reason: 'NO_ANSWER',
      event_date: null,
      open_date: '2026-11-22T00:00:00+01:00',
    });
    const hidden = transitionToPayload(
      { ...values, new_state: 'Active' },
      context,
    ).employee_state_transition;
    expect(hidden).toMatchObject({ event_reason: null, open_date: null });
  });

  it('refuses a planned state without event date, a past date without force, and close_record false', () => {
    const body = transitionToPayload(planned(), context).employee_state_transition;
    expect(
      errorsOf(payloadSchema, { employee_state_transition: { ...body, event_date: null } }),
    ).toEqual({
      'employee_state_transition.event_date': 'Vereist veld',
    });
    const past = { ...body, event_date: '2026-11-01T09:30:00+01:00' };
    expect(errorsOf(payloadSchema, { employee_state_transition: past })).toEqual({
      'employee_state_transition.event_date': 'Datum ligt in het verleden',
    });
    expect(
      errorsOf(payloadSchema, { employee_state_transition: { ...past, force_date: true } }),
    ).toEqual({});
    expect(
      Object.keys(
        errorsOf(payloadSchema, { employee_state_transition: { ...body, close_record: false } }),
      ),
    ).toEqual(['employee_state_transition.close_record']);
  });
});

describe('quick transitions in the form', () => {
  it('fills the reason and opens the action tomorrow where the table says so', () => {
    const values = quickTransitionFormValues(
      'M&G planned',
      { to: 'M&G canceled', reason: 'NO_SHOW', openTomorrow: true },
      NOW,
    );
    expect(values).toMatchObject({
      new_state: 'M&G canceled',
      event_reason: 'NO_SHOW',
      open_date: '22/11/2026',
    });
    const body = transitionToPayload(values, {
      variant: 'default',
      currentState: 'M&G planned',
    }).employee_state_transition;
    expect(body).toMatchObject({
      event_reason: 'NO_SHOW',
      open_date: '2026-11-22T00:00:00+01:00',
      close_record: true,
    });
  });

  it('maps a stored transition back to form values', () => {
    const values = transitionToFormValues({
      uuid: 'u',
      new_state: 'Trial planned',
      event_reason: null,
      event_comment: null,
      event_date: '2026-11-24T08:30:00Z',
      open_date: '2026-11-24T08:30:00Z',
      creation_date: '2026-11-21T10:00:00Z',
      manager: null,
      employee: 'e',
    });
    expect(values).toMatchObject({
      event_date: '24/11/2026',
      event_time: '09:30',
      open_on_event_date: true,
      open_date: '',
    });
  });
});
