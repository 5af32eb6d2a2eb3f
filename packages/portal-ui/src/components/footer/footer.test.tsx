import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';

describe('Footer', () => {
  it('lists the addresses of the three campuses: Viçosa, Florestal and Rio Paranaíba', () => {
    render(<Footer />);
    const list = screen.getByRole('list', { name: 'Endereços dos campi' });
    const campuses = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(campuses).toEqual(['Campus Viçosa', 'Campus Florestal', 'Campus Rio Paranaíba']);
    expect(within(list).getByText(/36570-900/)).toBeTruthy();
  });
});
