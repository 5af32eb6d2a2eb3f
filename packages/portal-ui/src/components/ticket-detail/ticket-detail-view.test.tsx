import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TicketDetailView, type TicketDetailViewProps } from './ticket-detail-view';
import { ticketDetailFixture } from './ticket-detail.fixture';

const LIMIT = 18 * 1048576;

function renderDetail(props: Partial<TicketDetailViewProps> = {}) {
  const callbacks = { onBack: vi.fn(), onOpenArticle: vi.fn(), onDownload: vi.fn(), onSendReply: vi.fn(), onReplyFinished: vi.fn() };
  const all = { ticket: ticketDetailFixture, maxAttachmentBytes: LIMIT, ...callbacks, ...props };
  const view = render(<TicketDetailView {...all} />);
  return { ...view, ...callbacks, rerenderWith: (more: Partial<TicketDetailViewProps>) => view.rerender(<TicketDetailView {...all} {...more} />) };
}

const properties = () =>
  Object.fromEntries(
    Array.from(screen.getByLabelText('Dados do chamado').querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

const article = (subject: RegExp) => screen.getByRole('button', { name: subject, expanded: false });

describe('TicketDetailView', () => {
  it("has 'Voltar', the title as h1 and the protocol", async () => {
    const { onBack } = renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: ticketDetailFixture.titulo })).toBeTruthy();
    expect(screen.getByText('Protocolo 2025061010000031')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('lists the properties of spec §2, the deadlines only when present', () => {
    renderDetail();
    expect(properties()).toEqual({
      Serviço: 'Laboratórios e impressoras',
      Criado: '10/06/2025 9:15',
      Estado: 'Aberto',
      'Prazo de Primeira Resposta': '10/06/2025 13:15',
      'Prazo de Solução': '13/06/2025 9:15',
      Prioridade: '3 Normal',
      Atendente: 'Rafael Nunes',
      Responsável: 'Equipe de Laboratórios',
    });
  });

  it("without deadlines shows none of them, and 'Não definido' for an empty atendente", () => {
    const { prazoPrimeiraResposta: _first, prazoSolucao: _solution, ...rest } = ticketDetailFixture;
    renderDetail({ ticket: { ...rest, atendente: '', estado: 'fechado' } });
    const shown = properties();
    expect(Object.keys(shown)).toEqual(['Serviço', 'Criado', 'Estado', 'Prioridade', 'Atendente', 'Responsável']);
    expect(shown.Atendente).toBe('Não definido');
    expect(shown.Estado).toBe('Fechado');
  });

  it("opens the help desk's newest message at once and reports it (the app marks it seen); the others stay closed", async () => {
    const { onOpenArticle, rerenderWith } = renderDetail();
    const list = screen.getByRole('list', { name: 'Mensagens' });
    expect(within(list).getAllByRole('button', { expanded: false })).toHaveLength(3);
    expect(within(list).getByRole('button', { name: /Peça trocada/, expanded: true })).toBeTruthy();
    expect(await screen.findByText('Trocamos o duplexador hoje à tarde. Pode testar de novo e nos dizer se funcionou?')).toBeTruthy();
    expect(onOpenArticle).toHaveBeenCalledExactlyOnceWith(ticketDetailFixture.artigos[3]);

    // Closed by the student, it stays closed when polling brings the ticket again.
    await userEvent.click(screen.getByRole('button', { name: /Peça trocada/, expanded: true }));
    expect(screen.queryByText(/Trocamos o duplexador/)).toBeNull();
    rerenderWith({ ticket: { ...ticketDetailFixture, artigos: [...ticketDetailFixture.artigos] } });
    expect(screen.getByRole('button', { name: /Peça trocada/, expanded: false })).toBeTruthy();
    expect(onOpenArticle).toHaveBeenCalledOnce();
  });

  it('opening another message shows it and reports it; closing it reports nothing', async () => {
    const { onOpenArticle } = renderDetail();
    await userEvent.click(article(/^Mensagem enviada por você Impressora/));
    expect(onOpenArticle).toHaveBeenLastCalledWith(ticketDetailFixture.artigos[0]);
    await userEvent.click(screen.getByRole('button', { name: /^Mensagem enviada por você Impressora/, expanded: true }));
    expect(onOpenArticle).toHaveBeenCalledTimes(2);
  });

  it('a ticket the help desk has not answered yet opens no message', () => {
    const { onOpenArticle } = renderDetail({ ticket: { ...ticketDetailFixture, artigos: ticketDetailFixture.artigos.filter((a) => a.tipo === 'entrada') } });
    expect(within(screen.getByRole('list', { name: 'Mensagens' })).queryByRole('button', { expanded: true })).toBeNull();
    expect(onOpenArticle).not.toHaveBeenCalled();
  });

  it('copies the protocol number and says so; a refused copy says how to copy by hand', async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(screen.getByRole('button', { name: 'Copiar número de protocolo' }));
    expect(await navigator.clipboard.readText()).toBe('2025061010000031');
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Número de protocolo 2025061010000031 copiado.');

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('negado'));
    await user.click(screen.getByRole('button', { name: 'Copiar número de protocolo' }));
    expect(await screen.findByText('Não foi possível copiar. Selecione o número e copie com Ctrl+C.')).toBeTruthy();
  });

  it('reports a download with its article', async () => {
    const { onDownload } = renderDetail();
    await userEvent.click(article(/^Mensagem enviada por você Impressora/));
    await userEvent.click(screen.getByRole('button', { name: /foto-do-painel-da-impressora\.jpg/ }));
    expect(onDownload).toHaveBeenCalledWith(ticketDetailFixture.artigos[0]!.anexos[0], ticketDetailFixture.artigos[0]);
  });

  it("'Responder' opens the editor at the message; Cancelar closes it and gives focus back to 'Responder'", async () => {
    renderDetail();
    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Mensagem/ }));
    expect(screen.queryByRole('button', { name: 'Responder' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('region', { name: 'Responder chamado' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Responder' }));
  });

  it('sends the reply; after the success dialog the editor closes and the app hears it', async () => {
    const { onSendReply, onReplyFinished, rerenderWith } = renderDetail();
    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Mensagem/ }), 'Funcionou, obrigada!');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSendReply).toHaveBeenCalledWith(expect.objectContaining({ assunto: 'Re: [Ticket#2025061010000031]', corpo: 'Funcionou, obrigada!' }));
    rerenderWith({ replyStatus: { status: 'sent' } });
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Resposta enviada com sucesso!' })).getByRole('button', { name: 'Ok' }));
    expect(onReplyFinished).toHaveBeenCalledOnce();
    expect(screen.queryByRole('textbox', { name: /^Mensagem/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Responder' }));
  });

  it('after a failed reply the editor stays with the text', async () => {
    const { onReplyFinished, rerenderWith } = renderDetail();
    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Mensagem/ }), 'Meu texto');
    rerenderWith({ replyStatus: { status: 'failed' } });
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Falha ao enviar resposta!' })).getByRole('button', { name: 'Ok' }));
    expect(onReplyFinished).toHaveBeenCalledOnce();
    expect((screen.getByRole('textbox', { name: /^Mensagem/ }) as HTMLTextAreaElement).value).toBe('Meu texto');
  });

  it("shows 'Carregando…' and 'Voltar' until the ticket arrives", () => {
    renderDetail({ ticket: undefined, loading: true });
    expect(screen.getByRole('status').textContent).toContain('Carregando');
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
  });
});
