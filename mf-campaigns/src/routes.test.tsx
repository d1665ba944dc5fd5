import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeHttp } from '@veldwerk/shared/testing';
import { renderArea, signIn } from './test/render-area';

describe('mf_campaigns/routes', () => {
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
