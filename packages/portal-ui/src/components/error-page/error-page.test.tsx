import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage, type ErrorKind } from './error-page';

describe('ErrorPage', () => {
  it.each<[ErrorKind, string]>([
    ['bad-request', 'Erro ao processar requisição !'],
    ['forbidden', 'Você não tem permissão para acessar esta página!'],
    ['server-error', 'Estamos com problemas em nossos servidores.'],
    ['not-found', 'Página não encontrada !'],
  ])('%s shows its message as the h1 and a link home', (kind, title) => {
    render(<ErrorPage kind={kind} homeHref="/" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('corrects the spec typo in the 400 text (nâo → não)', () => {
    render(<ErrorPage kind="bad-request" homeHref="/" />);
    expect(screen.getByText('Desculpe, não conseguimos processar sua requisição')).toBeTruthy();
  });
});
