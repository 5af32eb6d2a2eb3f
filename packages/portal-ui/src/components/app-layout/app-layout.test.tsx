import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppLayout } from './app-layout';

describe('AppLayout', () => {
  it('the skip link moves focus to the main content', async () => {
    render(
      <AppLayout header={<header>topo</header>} footer={<footer>rodapé</footer>}>
        <h1>Página</h1>
      </AppLayout>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Pular para o conteúdo principal' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
