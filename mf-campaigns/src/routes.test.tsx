import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeHttp } from '@veldwerk/shared/testing';
import { renderArea, signIn } from './test/render-area';

describe('mf_campaigns/routes', () => {
  it('keeps the campaign export as a labelled "Nog niet beschikbaar" page', () => {
    signIn();
    fakeHttp({});
    renderArea('/clients/4/campaigns/7/export/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Donateurs exporteren' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nog niet beschikbaar')).toBeInTheDocument();
  });

  it.each([['/clients/does/not/exist/'], ['/clients/abc/'], ['/layouts/x/']])(
    'answers %s with "Pagina niet gevonden"',
    (url) => {
      signIn();
      fakeHttp({});
      renderArea(url);
      expect(screen.getByText('Pagina niet gevonden')).toBeInTheDocument();
    },
  );
});
