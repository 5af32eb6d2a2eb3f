import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../foundations/foundations.css';
import { usageOf, usageParameters } from '../../stories/usage';
import { TicketStateIcon, UnseenStar } from './ticket-marks';

const STATES = ['novo', 'aberto', 'pendente', 'pendente-cliente', 'fechado', 'aguardando fornecedor'] as const;

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Chamados/Ícone de estado do chamado · TicketStateIcon · icone, estado',
  id: 'tickets-ticketstateicon',
  component: TicketStateIcon,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.ticketStateIcon),
  args: { estado: 'aberto' },
  argTypes: { estado: { control: 'select', options: STATES } },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof TicketStateIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Só o ícone, como na lista: o nome aparece como dica e é lido pelo leitor de tela. */
export const IconOnly: Story = { name: 'Só o ícone' };

/** Todos os estados, sozinhos e com o nome (como no detalhe), e a estrela de não visualizado. */
export const AllStates: Story = {
  name: 'Todos os estados',
  render: () => (
    <table className="ch-fd-table" style={{ width: 'auto' }}>
      <thead>
        <tr>
          <th scope="col">Na lista</th>
          <th scope="col">No detalhe</th>
        </tr>
      </thead>
      <tbody>
        {STATES.map((estado) => (
          <tr key={estado}>
            <td>
              <TicketStateIcon estado={estado} />
            </td>
            <td>
              <TicketStateIcon estado={estado} withText />
            </td>
          </tr>
        ))}
        <tr>
          <td>
            <UnseenStar />
          </td>
          <td>Não visualizado</td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each icon alone carries its name: 'pendente-cliente' reads as the user's words.
    await expect(canvas.getByRole('img', { name: 'Aguardando sua resposta' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Não visualizado' })).toBeVisible();
  },
};
