import type { Meta, StoryObj } from '@storybook/react-vite';
import { TicketProperties } from './ticket-properties';
import { ticketDetailFixture } from './ticket-detail.fixture';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts).
  title: 'Chamados/Propriedades do chamado · TicketProperties · prazos, dados',
  component: TicketProperties,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.ticketProperties),
  args: { ticket: ticketDetailFixture, label: 'Propriedades do chamado' },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof TicketProperties>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um chamado com todos os prazos. */
export const WithDeadlines: Story = { name: 'Com prazos' };

/** Sem prazos nem atendente: as linhas que não se aplicam não aparecem. */
export const WithoutDeadlines: Story = {
  name: 'Sem prazos',
  args: { ticket: { ...ticketDetailFixture, prazoPrimeiraResposta: undefined, prazoAtualizacao: undefined, prazoSolucao: undefined } },
};

/** Um nome de serviço longo quebra dentro da coluna. */
export const LongContent: Story = {
  name: 'Texto longo',
  args: { ticket: { ...ticketDetailFixture, servico: 'Rede sem fio::eduroam::Problemas de autenticação com certificados nos prédios do campus Florestal' } },
};
