import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { NEW_ATTENDANCE_STATE, RouterLink } from './router-link';

function Where() {
  const location = useLocation();
  return <p>{`em ${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
}

function renderAt(link: React.ReactNode) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          {link}
          <Where />
        </>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouterLink', () => {
  it('navigates inside the app without a page load', async () => {
    renderAt(<RouterLink href="/chamados/abertos?pagina=2">Chamados Abertos</RouterLink>);
    const link = screen.getByRole('link', { name: 'Chamados Abertos' });
    expect(link.getAttribute('href')).toBe('/chamados/abertos?pagina=2');
    await userEvent.click(link);
    expect(screen.getByText('em /chamados/abertos?pagina=2 null')).toBeDefined();
  });

  it('marks a link to /atendimento as a new attendance', async () => {
    renderAt(<RouterLink href={paths.attendance}>Novo Chamado</RouterLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Novo Chamado' }));
    expect(
      screen.getByText(`em ${paths.attendance} ${JSON.stringify(NEW_ATTENDANCE_STATE)}`),
    ).toBeDefined();
  });

  it('on /atendimento itself, takes the place of the entry on screen and keeps its state', async () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <RouterLink href={paths.attendance}>Novo Chamado</RouterLink> }],
      { initialEntries: ['/', { pathname: paths.attendance, state: { walk: 'w' } }], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Novo Chamado' }));
    expect(router.state.location.state).toEqual({ newAttendance: true, previous: { walk: 'w' } });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click with a modifier key to the browser', async () => {
    renderAt(<RouterLink href="/chamados/fechados">Chamados Fechados</RouterLink>);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Chamados Fechados' }));
    await user.keyboard('{/Control}');
    expect(screen.getByText('em / null')).toBeDefined();
  });

  it('renders a link out of the app as it came', () => {
    renderAt(<RouterLink href="https://www.ufv.br/">UFV</RouterLink>);
    expect(screen.getByRole('link', { name: 'UFV' }).getAttribute('href')).toBe(
      'https://www.ufv.br/',
    );
  });
});
