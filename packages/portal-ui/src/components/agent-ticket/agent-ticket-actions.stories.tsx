import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgentTicketActions } from './agent-ticket-actions';
import { agentTicketFixture, DESK_PRIORITIES, DESK_QUEUES, DESK_STATES } from './agent-ticket.fixture';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Atendente/Ações do chamado · AgentTicketActions · acoes',
  id: 'atendimento-agentticketactions',
  component: AgentTicketActions,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.agentTicketActions),
  args: {
    ticket: agentTicketFixture,
    priorities: DESK_PRIORITIES,
    queues: DESK_QUEUES,
    states: DESK_STATES,
    onUpdate: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof AgentTicketActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O chamado já é do atendente: 'Devolver' e o formulário sem mudanças. */
export const Mine: Story = { name: 'Chamado meu' };

/** Sem atendente: 'Assumir'. */
export const Unassigned: Story = { name: 'Sem atendente', args: { ticket: { ...agentTicketFixture, atendente: '', meu: false } } };

/** Mudou o estado e salvou: a confirmação anunciada. */
export const Saved: Story = {
  name: 'Estado alterado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Estado'), 'fechado');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await canvas.findByText('Estado alterado para Fechado.')).toBeVisible();
  },
};

/** O servidor recusou: o motivo em português. */
export const Refused: Story = {
  name: 'Alteração recusada',
  args: { onUpdate: fn(() => Promise.reject(new Error('O chamado foi apagado por outro atendente.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Prioridade'), '4 Alta');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await canvas.findByText('O chamado não foi alterado: O chamado foi apagado por outro atendente.')).toBeVisible();
  },
};
