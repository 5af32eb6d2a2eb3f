import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgentStateName } from './agent-state-name';
import { usageOf, usageParameters } from '../../stories/usage';

const STATES = ['novo', 'aberto', 'pendente', 'pendente-cliente', 'fechado'] as const;

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts).
  title: 'Atendente/Estado do chamado · AgentStateName · estado, situação',
  component: AgentStateName,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.agentStateName),
  args: { estado: 'aberto' },
  argTypes: { estado: { control: 'select', options: STATES } },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof AgentStateName>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um chamado aberto, como na fila. */
export const Open: Story = { name: 'Aberto' };

/** Todos os estados, um por linha, como o atendente os lê. */
export const AllStates: Story = {
  name: 'Todos os estados',
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
      {STATES.map((estado) => (
        <li key={estado}>
          <AgentStateName estado={estado} />
        </li>
      ))}
    </ul>
  ),
};
