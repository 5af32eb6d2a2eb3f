import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AgentTicketView, type AgentTicketViewProps } from './agent-ticket-view';
import { agentTicketFixture, cannedRepliesFixture, DESK_PRIORITIES, DESK_QUEUES, DESK_STATES } from './agent-ticket.fixture';

const LIMIT = 18 * 1048576;

function renderView(props: Partial<AgentTicketViewProps> = {}) {
  const callbacks = {
    onBack: vi.fn(),
    onDownload: vi.fn(),
    onSendArticle: vi.fn(),
    onWriteFinished: vi.fn(),
    onUpdate: vi.fn<AgentTicketViewProps['onUpdate']>(() => Promise.resolve()),
  };
  const all: AgentTicketViewProps = {
    ticket: agentTicketFixture,
    priorities: DESK_PRIORITIES,
    queues: DESK_QUEUES,
    states: DESK_STATES,
    cannedReplies: cannedRepliesFixture,
    maxAttachmentBytes: LIMIT,
    ...callbacks,
    ...props,
  };
  const view = render(<AgentTicketView {...all} />);
  return { ...view, ...callbacks, rerenderWith: (more: Partial<AgentTicketViewProps>) => view.rerender(<AgentTicketView {...all} {...more} />) };
}

const properties = () =>
  Object.fromEntries(Array.from(screen.getByLabelText('Dados do chamado').querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

describe('AgentTicketView', () => {
  it('shows the title, the protocol and the properties as agents read them', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: agentTicketFixture.titulo })).toBeTruthy();
    expect(screen.getByText('Protocolo 2026112610000042')).toBeTruthy();
    expect(properties()).toEqual({
      Serviço: 'Rede sem fio',
      Fila: 'N1::Service Desk',
      Prioridade: '3 Normal',
      Estado: 'Aberto',
      Atendente: 'Atendente DTI (você)',
      Solicitante: 'Ana Souzaana.souza@ufv.br',
      Criado: '24/11/2026 09:00',
      Modificado: '25/11/2026 15:30',
    });
    // The student's answers by label and option text, never by property key or code.
    const attendance = screen.getByText('Propriedades do atendimento').closest('details')!;
    const answers = Object.fromEntries(Array.from(attendance.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(answers).toMatchObject({ 'Vínculo com a universidade': 'Aluno de graduação', 'E-mail alternativo': 'ana.souza@gmail.com' });
    expect(attendance.textContent).not.toMatch(/emailAlternativo|vinculo|graduacao/);
    expect(screen.getByRole('link', { name: 'Escrever para ana.souza@ufv.br' }).getAttribute('href')).toBe('mailto:ana.souza@ufv.br');
  });

  it('takes the reader from the top to the actions and deadlines in one step (they come after the conversation on a phone)', async () => {
    renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Ir para ações e prazos' }));
    expect(document.activeElement).toBe(screen.getByRole('complementary', { name: 'Dados e ações do chamado' }));
  });

  it('says how each SLA deadline stands, in words and pt-BR dates', () => {
    renderView();
    const table = screen.getByRole('table', { name: 'Prazos' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      'Primeira resposta24/11/2026 13:00 (cumprido em 24/11/2026 11:10)Cumprido',
      'Atualização25/11/2026 17:10Atrasado',
      'Solução27/11/2026 09:00No prazo',
    ]);
  });

  it('says a paused deadline waits for the student, with the time it has left instead of a date that will move', () => {
    const paused = (prazo: string, restanteMin: number) => ({ prazo, restanteMin, situacao: 'pausado' as const });
    renderView({
      ticket: {
        ...agentTicketFixture,
        estado: 'pendente-cliente',
        sla: { ...agentTicketFixture.sla, atualizacao: paused('2026-11-26T20:00:00.000Z', 61), solucao: paused('2026-11-27T19:00:00.000Z', 7 * 60 + 30) },
      },
    });
    const rows = within(screen.getByRole('table', { name: 'Prazos' })).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows.slice(1)).toEqual([
      'Atualizaçãoresta 1 hora e 1 minutoPausado: aguardando o solicitante',
      'Soluçãorestam 7 horas e 30 minutosPausado: aguardando o solicitante',
    ]);
    expect(properties().Estado).toBe('Aguardando o solicitante');
  });

  it('shows the whole conversation open, the internal note named as such', async () => {
    renderView();
    const list = screen.getByRole('list', { name: 'Conversa' });
    const messages = within(list).getAllByRole('button', { expanded: true });
    expect(messages).toHaveLength(4);
    expect(messages[1]!.textContent).toContain('Nota interna');
    expect(within(messages[1]!).getByRole('img', { name: 'Resposta da equipe ao solicitante' })).toBeTruthy();
    expect(within(messages[0]!).getByRole('img', { name: 'Mensagem do solicitante' })).toBeTruthy();
    expect(within(messages[3]!).getByRole('img', { name: 'Não visualizada por você' })).toBeTruthy();
    expect(messages.filter((button) => button.textContent?.includes('Nota interna'))).toHaveLength(1);
    expect(await screen.findByText('O celular conecta e cai em seguida.')).toBeTruthy();
  });

  it('reads as a conversation: who wrote each message, the subject only when it is news, times as 00:26', () => {
    renderView();
    const messages = within(screen.getByRole('list', { name: 'Conversa' })).getAllByRole('button', { expanded: true });
    const text = messages.map((button) => button.textContent ?? '');
    expect(text.some((line) => line.includes('Re: [Ticket#'))).toBe(false);
    expect(text[1]).toContain('Atendente DTI · Verificar controladora');
    expect(text[3]).toContain('Ana Souza');
    expect(text[3]).toContain('25/11/2026 00:26');
  });

  it('downloads an attachment of a note', async () => {
    const { onDownload } = renderView();
    await userEvent.click(screen.getByRole('button', { name: /Baixar log-controladora\.txt/ }));
    expect(onDownload).toHaveBeenCalledWith(agentTicketFixture.artigos[1]!.anexos[0], agentTicketFixture.artigos[1]);
  });

  it("'Responder' sends a reply to the student, with a canned reply inserted", async () => {
    const { onSendArticle } = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    expect(screen.getByRole('heading', { name: 'Responder ao solicitante' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Bom dia.');
    await userEvent.selectOptions(screen.getByLabelText('Respostas prontas'), 'Esquecer a rede eduroam');
    await userEvent.click(screen.getByRole('button', { name: 'Inserir resposta pronta' }));
    expect((screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement).value).toBe(`Bom dia.\n${cannedRepliesFixture[1]!.corpo}`);
    expect(screen.getByText('Resposta pronta “Esquecer a rede eduroam” inserida na mensagem.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSendArticle).toHaveBeenCalledWith({
      assunto: 'Re: [Ticket#2026112610000042]',
      corpo: `Bom dia.<br>${cannedRepliesFixture[1]!.corpo}`,
      anexos: [],
      interno: false,
    });
  });

  it("'Nota interna' writes a note only agents see, with no subject, and confirms it in a status line", async () => {
    const { onSendArticle, rerenderWith, onWriteFinished } = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Nota interna' }));
    expect(screen.getByRole('heading', { name: 'Nota interna: só os atendentes veem' })).toBeTruthy();
    expect(screen.getByText('O solicitante não vê esta nota nem é avisado dela.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Assunto/ })).toBeNull();
    expect(screen.getByText('Escreva a nota para salvar.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Conferir a controladora.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nota interna (só atendentes)' }));
    expect(onSendArticle).toHaveBeenCalledWith({ assunto: '', corpo: 'Conferir a controladora.', anexos: [], interno: true });
    rerenderWith({ writeStatus: { status: 'sent' } });
    // No dialog to dismiss: a status line says it, and the focus is back on the button.
    await waitFor(() => expect(onWriteFinished).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    const said = screen.getAllByRole('status').map((region) => region.textContent);
    expect(said).toContain('Nota interna salva. O solicitante não a vê.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nota interna' }));
  });

  it('confirms a reply in a status line, and clears the line once the ticket changes under it', async () => {
    const { rerenderWith } = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Pode testar agora?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const written = { ...agentTicketFixture, modificado: '2026-11-25T19:00:00.000Z' };
    rerenderWith({ writeStatus: { status: 'sent' }, writtenTicket: written });
    expect(await screen.findByText('Resposta enviada ao solicitante.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The page's own refetch of the ticket it wrote keeps the line…
    rerenderWith({ ticket: written, writeStatus: { status: 'idle' } });
    expect(screen.getByText('Resposta enviada ao solicitante.')).toBeTruthy();
    // …the student's answer after it clears it.
    rerenderWith({ ticket: { ...written, modificado: '2026-11-25T19:05:00.000Z' }, writeStatus: { status: 'idle' } });
    expect(screen.queryByText('Resposta enviada ao solicitante.')).toBeNull();
  });

  it('fills the variables of a canned reply from the ticket, without stacking greetings', async () => {
    const fill = (text: string) => text.replace('{nome}', 'Ana').replace('{protocolo}', agentTicketFixture.tn).replace('{servico}', 'Rede sem fio').replace('{atendente}', 'Paulo');
    renderView({ fillCannedReply: fill });
    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    const body = screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement;
    await userEvent.type(body, 'Olá, Ana!');
    await userEvent.selectOptions(screen.getByLabelText('Respostas prontas'), 'Saudação');
    await userEvent.click(screen.getByRole('button', { name: 'Inserir resposta pronta' }));
    expect(body.value).toBe(`Olá, Ana!\nObrigado por entrar em contato com a DTI. Seu chamado ${agentTicketFixture.tn} (Rede sem fio) está comigo.\n\nPaulo`);
  });

  it("says why a reply failed in the editor, keeping what was written", async () => {
    const { rerenderWith } = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Tente de novo.');
    rerenderWith({ writeStatus: { status: 'failed', message: 'O chamado não existe mais.' } });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('A resposta não foi enviada: O chamado não existe mais.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement).value).toBe('Tente de novo.');
  });

  it('shows how far large files got while sending', async () => {
    const { rerenderWith } = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    rerenderWith({ writeStatus: { status: 'sending', progress: 0.4 } });
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it("'Assumir' on a new ticket says it is now open", async () => {
    const fresh = { ...agentTicketFixture, estado: 'novo', meu: false, atendente: '' };
    const { onUpdate } = renderView({ ticket: fresh });
    onUpdate.mockResolvedValueOnce({ ...fresh, estado: 'aberto', meu: true, atendente: 'Atendente DTI', modificado: '2026-11-25T19:00:00.000Z' });
    await userEvent.click(screen.getByRole('button', { name: 'Assumir' }));
    expect(await screen.findByText('Você assumiu o chamado. Estado alterado para Aberto.')).toBeTruthy();
  });

  it("'Assumir' takes the ticket and announces it; when mine, it offers to release it", async () => {
    const { onUpdate, rerenderWith } = renderView({ ticket: { ...agentTicketFixture, meu: false, atendente: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Assumir' }));
    expect(onUpdate).toHaveBeenCalledWith({ assumir: true });
    expect(await screen.findByText('Você assumiu o chamado.')).toBeTruthy();
    rerenderWith({ ticket: agentTicketFixture });
    expect(screen.getByRole('button', { name: 'Devolver (deixar sem atendente)' })).toBeTruthy();
  });

  it("someone else's ticket says whose it is on 'Assumir'", () => {
    renderView({ ticket: { ...agentTicketFixture, meu: false, atendente: 'Rafael Nunes' } });
    expect(screen.getByRole('button', { name: 'Assumir (hoje com Rafael Nunes)' })).toBeTruthy();
  });

  it('changes state, priority and queue at once, sending only what changed', async () => {
    const { onUpdate } = renderView();
    const save = screen.getByRole('button', { name: 'Salvar alterações' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Aguardando o solicitante');
    await userEvent.selectOptions(screen.getByLabelText('Fila'), 'N2::Redes');
    await userEvent.click(save);
    expect(onUpdate).toHaveBeenCalledWith({ estado: 'pendente-cliente', fila: 'N2::Redes' });
    expect(await screen.findByText('Estado alterado para Aguardando o solicitante. Chamado movido para a fila N2::Redes.')).toBeTruthy();
  });

  it("says the server's reason when a change is refused", async () => {
    const { onUpdate } = renderView();
    onUpdate.mockRejectedValueOnce(new Error('Prioridade desconhecida: 9 Urgentíssima.'));
    await userEvent.selectOptions(screen.getByLabelText('Prioridade'), '4 Alta');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('O chamado não foi alterado: Prioridade desconhecida: 9 Urgentíssima.')).toBeTruthy();
  });

  it('says when the server did not answer at all', async () => {
    const { onUpdate } = renderView();
    onUpdate.mockRejectedValueOnce(new Error(''));
    await userEvent.click(screen.getByRole('button', { name: 'Devolver (deixar sem atendente)' }));
    await waitFor(() => expect(screen.getByText(/O chamado não foi alterado: o servidor não respondeu/)).toBeTruthy());
  });

  it("shows 'Voltar à fila' and the failure while there is no ticket", async () => {
    const onRetry = vi.fn();
    const { onBack } = renderView({ ticket: undefined, error: true, onRetry });
    await userEvent.click(screen.getByRole('button', { name: 'Voltar à fila' }));
    expect(onBack).toHaveBeenCalled();
    expect(screen.getByText('Não foi possível carregar o chamado.')).toBeTruthy();
  });
});
