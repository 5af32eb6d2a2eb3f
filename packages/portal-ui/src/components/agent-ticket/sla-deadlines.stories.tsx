import type { Meta, StoryObj } from '@storybook/react-vite';
import { SlaDeadlines } from './sla-deadlines';
import { agentTicketFixture } from './agent-ticket.fixture';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Atendente/Prazos de atendimento · SlaDeadlines · sla',
  id: 'atendimento-sladeadlines',
  component: SlaDeadlines,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.slaDeadlines),
  args: { sla: agentTicketFixture.sla },
} satisfies Meta<typeof SlaDeadlines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Primeira resposta cumprida, atualização atrasada, solução no prazo. */
export const Mixed: Story = { name: 'Cumprido, atrasado e no prazo' };

/** Aguardando o solicitante: atualização e solução pausadas, com o tempo que lhes resta. */
export const Paused: Story = {
  name: 'Pausados',
  args: {
    sla: {
      ...agentTicketFixture.sla,
      atualizacao: { prazo: '2026-11-26T20:00:00.000Z', restanteMin: 60, situacao: 'pausado' },
      solucao: { prazo: '2026-11-27T19:00:00.000Z', restanteMin: 7 * 60 + 30, situacao: 'pausado' },
    },
  },
};

/** Um chamado fechado: a solução cumprida com atraso. */
export const Closed: Story = {
  name: 'Fechado com atraso',
  args: {
    sla: {
      ...agentTicketFixture.sla,
      atualizacao: { situacao: 'sem-prazo' },
      solucao: { prazo: '2026-11-25T12:00:00.000Z', cumpridoEm: '2026-11-26T09:00:00.000Z', situacao: 'cumprido-com-atraso' },
    },
  },
};
