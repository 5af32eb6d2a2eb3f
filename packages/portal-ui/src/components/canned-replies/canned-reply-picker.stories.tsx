import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CannedReplyPicker } from './canned-reply-picker';
import { cannedRepliesFixture } from '../agent-ticket/agent-ticket.fixture';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Atendente/Escolha de resposta pronta · CannedReplyPicker · modelos',
  id: 'atendimento-cannedreplypicker',
  component: CannedReplyPicker,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.cannedReplyPicker),
  args: { replies: cannedRepliesFixture, onInsert: fn() },
} satisfies Meta<typeof CannedReplyPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lista das respostas prontas e o botão que insere a escolhida. */
export const Default: Story = { name: 'Com respostas prontas' };

/** Escolheu 'Saudação' e inseriu: o texto vai para a mensagem e a inserção é anunciada. */
export const Inserted: Story = {
  name: 'Resposta inserida',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Respostas prontas'), 'Saudação');
    await userEvent.click(canvas.getByRole('button', { name: 'Inserir resposta pronta' }));
    await expect(args.onInsert).toHaveBeenCalled();
  },
};

/** Nenhuma resposta pronta cadastrada ainda. */
export const None: Story = { name: 'Nenhuma cadastrada', args: { replies: [] } };

/** As respostas prontas ainda carregando. */
export const Loading: Story = { name: 'Carregando', args: { replies: undefined } };
