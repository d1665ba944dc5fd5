import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import SoftphoneWidget from './widget';

describe('mf_softphone/widget', () => {
  it('is a "Telefoon" button whose panel says it is not yet available', async () => {
    render(<SoftphoneWidget />);
    await userEvent.click(screen.getByRole('button', { name: /Telefoon/ }));
    expect(await screen.findByText('Nog niet beschikbaar')).toBeInTheDocument();
  });
});
