import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminTreeListView } from '../admin-tree-list/admin-tree-list-view';
import { TicketDetailView } from '../ticket-detail/ticket-detail-view';
import { TicketListView } from '../ticket-list-view/ticket-list-view';
import { TicketSearchView } from '../ticket-search/ticket-search-view';
import { LoadFailure } from './load-failure';

const list = { page: 1, pageSize: 10, onPageChange: vi.fn(), detailHref: () => '#' };

describe('load failure', () => {
  it("announces what failed and 'Tentar novamente' asks again", async () => {
    const onRetry = vi.fn();
    render(<LoadFailure message="Não foi possível carregar os chamados." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar os chamados.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('the ticket list says its tickets could not be loaded, not that there are none', () => {
    render(<TicketListView estado="aberto" error onRetry={vi.fn()} {...list} />);
    expect(screen.getByRole('heading', { name: 'Chamados abertos' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar os chamados.');
    expect(screen.queryByText('Você não possui nenhum Chamado em Aberto')).toBeNull();
  });

  it('the ticket detail keeps Voltar and offers to try again', () => {
    render(<TicketDetailView error onRetry={vi.fn()} onBack={vi.fn()} onOpenArticle={vi.fn()} onDownload={vi.fn()} maxAttachmentBytes={1} onSendReply={vi.fn()} onReplyFinished={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar o chamado.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('a failed search keeps the search box and its text', () => {
    render(<TicketSearchView initialFilter="impressora" onFilterChange={vi.fn()} error onRetry={vi.fn()} {...list} />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('impressora');
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível buscar os chamados.');
  });

  it('the admin list says the trees could not be loaded, not that there are none', () => {
    render(<AdminTreeListView error onRetry={vi.fn()} newHref="/admin/arvore/new" editHref={() => '#'} onMove={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar as árvores.');
    expect(screen.queryByText('Ainda não há nenhuma árvore cadastrada')).toBeNull();
  });
});
