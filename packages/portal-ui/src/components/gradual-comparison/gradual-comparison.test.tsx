import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GradualComparison } from './gradual-comparison';
import { gradualFixture } from './gradual-comparison.fixture';

describe('GradualComparison', () => {
  it('compares the two versions per rate and says in words whether the difference is more than chance', () => {
    render(<GradualComparison gradual={gradualFixture} onPromote={vi.fn()} onRollback={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Lançamento gradual: versão 3 para 30% dos estudantes' })).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const row = (name: string) => rows.find((r) => within(r).queryByRole('rowheader', { name }))!;
    expect(within(row('Resolvidos pelo tutorial')).getByText('30 de 100 (30%)')).toBeTruthy();
    expect(within(row('Resolvidos pelo tutorial')).getByText('50 de 100 (50%)')).toBeTruthy();
    expect(within(row('Resolvidos pelo tutorial')).getByText('Mais com a versão 3, e a diferença é maior que o acaso: melhor.')).toBeTruthy();
    expect(within(row('Desistências')).getByText('ainda não dá para dizer')).toBeTruthy();
    expect(within(row('Chamados criados')).getByText('Mais com a versão 3, e a diferença é maior que o acaso: pior.')).toBeTruthy();
  });

  it("offers 'Lançar para todos' and 'Voltar para a versão {n}'", async () => {
    const onPromote = vi.fn();
    const onRollback = vi.fn();
    render(<GradualComparison gradual={gradualFixture} onPromote={onPromote} onRollback={onRollback} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lançar para todos' }));
    expect(onPromote).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar para a versão 2' }));
    expect(onRollback).toHaveBeenCalledOnce();
  });

  it('says "ainda não dá para dizer" before anyone walked the new version', () => {
    const empty = { ...gradualFixture, medidas: gradualFixture.medidas.map((m) => ({ ...m, nova: { casos: 0, total: 0 }, z: null, p: null, diferente: false })) };
    render(<GradualComparison gradual={empty} onPromote={vi.fn()} onRollback={vi.fn()} />);
    expect(screen.getAllByText('ainda não dá para dizer')).toHaveLength(3);
    expect(screen.getAllByText('0 de 0')).toHaveLength(3);
  });
});
