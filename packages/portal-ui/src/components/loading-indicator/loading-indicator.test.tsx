import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingIndicator } from './loading-indicator';

describe('LoadingIndicator', () => {
  it("announces 'Carregando…' politely as a status", () => {
    render(<LoadingIndicator />);
    expect(screen.getByRole('status').textContent).toBe('Carregando…');
  });
});
