import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { listenForCalls, useSoftphoneBus, type CallRequest } from '../../client';
import { EMPLOYEE, renderKit, signIn } from '../test/render';
import { CallButton } from './call-button';

const UUID = '0b9f3c2e-8f1a-4c55-9d2e-1a2b3c4d5e6f';
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  useSoftphoneBus.setState({ request: null, ended: null, listening: 0 });
});

describe('CallButton', () => {
  it('publishes the click-to-call id on the softphone bus', async () => {
    signIn(['ROLE_RECRUITER']);
    const seen: CallRequest[] = [];
    stop = listenForCalls((request) => seen.push(request));
    renderKit(<CallButton callee={`emp:${UUID}`} name="Jan Jansen" />);
    await userEvent.click(screen.getByRole('button', { name: 'Jan Jansen bellen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Jan Jansen bellen' }));
    expect(seen.map((request) => request.key)).toEqual([`emp:${UUID}`, `emp:${UUID}`]);
    expect(seen[1]?.seq).toBeGreaterThan(seen[0]?.seq ?? 0);
  });

  it('is absent without a listening softphone or without the right to read the person', () => {
    signIn(['ROLE_RECRUITER']);
    const { unmount } = renderKit(<CallButton callee={`emp:${UUID}`} name="Jan Jansen" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    stop = listenForCalls(() => undefined);
    // A recruiter may not read donors; a plain employee may not read employees.
    renderKit(<CallButton callee="don:12" name="Piet" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    signIn(EMPLOYEE);
    renderKit(<CallButton callee={`emp:${UUID}`} name="Jan Jansen" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
