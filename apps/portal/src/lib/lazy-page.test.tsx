import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const Fallback = () => <p>Carregando…</p>;
const Panel = () => <h1>Novo Chamado</h1>;

describe('lazyPage', () => {
  it('loads the chunk when first rendered, behind the Suspense fallback', async () => {
    const Page = lazyPage(async () => Panel);
    render(
      <Suspense fallback={<Fallback />}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Carregando…')).toBeTruthy();
    expect((await screen.findByRole('heading')).textContent).toBe('Novo Chamado');
  });

  it('renders a preloaded page at once, and fetches its chunk once', async () => {
    const load = vi.fn(async () => Panel);
    const Page = lazyPage(load);
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback={<Fallback />}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Novo Chamado');
    expect(screen.queryByText('Carregando…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
