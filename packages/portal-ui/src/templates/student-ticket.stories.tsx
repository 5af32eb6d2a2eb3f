import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_GLOBALS } from '../../.storybook/viewports';
import { TicketDetailView } from '../components/ticket-detail/ticket-detail-view';
import detailStories from '../components/ticket-detail/ticket-detail-view.stories';
import { ScreenShell } from './screen-shell';

const WAIT = { timeout: 10_000 };

const meta = {
  title: 'Telas/Chamado do estudante · TicketDetailView · detalhe do chamado, template',
  id: 'telas-chamado-do-estudante',
  component: TicketDetailView,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Um chamado aberto, como o estudante o vê a partir de 'Chamados Abertos': a moldura do portal, o título e o protocolo, as propriedades, os prazos e a conversa, com 'Responder'. Os dados são os mesmos das histórias do Detalhe do chamado.",
      },
    },
  },
  // The detail's own stories give the ticket and its callbacks; here it only moves into the shell.
  args: detailStories.args,
  render: (args) => (
    <ScreenShell viewer="estudante" currentPath="/chamados/abertos">
      <TicketDetailView {...args} />
    </ScreenShell>
  ),
} satisfies Meta<typeof TicketDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O chamado como abre, no computador: a última mensagem aberta. */
export const Desktop: Story = { name: 'Como abre' };

/** O estudante apertou 'Responder', no computador: o editor da resposta aparece abaixo da conversa. */
export const Replying: Story = {
  name: 'Respondendo',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Responder' }, WAIT));
    await expect(await canvas.findByRole('button', { name: 'Enviar' }, WAIT)).toBeVisible();
  },
};

/** O mesmo chamado num telefone de 375 px: as abas ficam no botão 'Menu' e as propriedades, em coluna. */
export const Phone: Story = { name: 'Como abre, no telefone (375 px)', globals: PHONE_GLOBALS };
