import type { Meta, StoryObj } from '@storybook/react-vite';
import { TicketSummary } from './ticket-summary';
import { summary } from '../attendance-view/walk.fixture';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts).
  title: 'Autoatendimento/Resumo das respostas · TicketSummary · resumo, conferir',
  component: TicketSummary,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.ticketSummary),
  args: { summary, headingLevel: 3 },
  decorators: [(Story) => <div className="ch-container" style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof TicketSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O que o estudante respondeu no passeio da rede sem fio. */
export const Answers: Story = { name: 'Respostas' };

/** Nenhuma resposta a mostrar. */
export const Empty: Story = { name: 'Sem respostas', args: { summary: { propriedades: [], tabelas: [], anexos: [], equipe: [] } } };
