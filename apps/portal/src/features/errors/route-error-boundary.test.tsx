import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('falhou ao desenhar');
}

// A page whose chunk cannot be fetched (offline, or a deploy removed it).
const Unfetchable = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: RouteErrorBoundary,
        children: [
          { path: '/', Component: Broken },
          { path: '/perdida', Component: Unfetchable },
          { path: '/outra', element: <h1>Outra página</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteErrorBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.title = '';
  });

  it('shows the 500 page, titled as such, when a route throws', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.title = 'Página anterior – Chamados';
    renderAt('/');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Estamos com problemas em nossos servidores.');
    expect(document.title).toBe('Estamos com problemas em nossos servidores. – Chamados');
    expect(consoleError).toHaveBeenCalled();
  });

  it("shows the 500 page when a page's chunk fails to load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/perdida');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Estamos com problemas em nossos servidores.');
  });

  it('leaves the error behind when the user goes to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderAt('/');
    await screen.findByRole('heading', { name: 'Estamos com problemas em nossos servidores.' });
    await act(() => router.navigate('/outra'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Outra página');
  });
});
