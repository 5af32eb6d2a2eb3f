import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('falhou ao desenhar');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.title = '';
  });

  it('shows the 500 page, titled as such, when a route throws', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.title = 'Página anterior – Chamados';
    const router = createMemoryRouter([
      { path: '/', ErrorBoundary: RouteErrorBoundary, Component: Broken },
    ]);
    render(<RouterProvider router={router} />);

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Estamos com problemas em nossos servidores.');
    expect(document.title).toBe('Estamos com problemas em nossos servidores. – Chamados');
    expect(consoleError).toHaveBeenCalled();
  });
});
