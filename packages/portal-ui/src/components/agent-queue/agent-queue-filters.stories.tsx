import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inContainer } from '../../stories/in-container';
import { usageOf, usageParameters } from '../../stories/usage';
import { AgentQueueFilters, DEFAULT_QUEUE_FILTERS } from './agent-queue-filters';
import { agentDeskFixture } from './agent-queue.fixture';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Atendente/Filtros da fila · AgentQueueFilters · filtro',
  id: 'atendimento-agentqueuefilters',
  component: AgentQueueFilters,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.agentQueueFilters),
  args: { value: DEFAULT_QUEUE_FILTERS, filas: agentDeskFixture.filas, onChange: fn() },
  decorators: [inContainer],
} satisfies Meta<typeof AgentQueueFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O padrão: 'Abertos', todas as filas, de qualquer atendente, sem busca. */
export const Default: Story = { name: 'Padrão' };

/** Uma fila, 'Sem atendente' e uma busca escolhidos: aparece 'Limpar filtros'. */
export const Narrowed: Story = {
  name: 'Filtros escolhidos',
  args: { value: { estado: 'novos', fila: 'N2::Redes', meus: false, semAtendente: true, texto: 'wi-fi' } },
};

/** Digitar na busca e apertar Enter busca na hora, sem esperar meio segundo. */
export const Searching: Story = {
  name: 'Buscando',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar na fila' }), '2025061110000041{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ texto: '2025061110000041' }));
  },
};
