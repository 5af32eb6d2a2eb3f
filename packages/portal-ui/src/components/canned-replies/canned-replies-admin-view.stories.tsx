import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CannedRepliesAdminView } from './canned-replies-admin-view';
import { cannedRepliesFixture } from '../agent-ticket/agent-ticket.fixture';
import { inContainer } from '../../stories/in-container';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Respostas prontas · CannedRepliesAdminView · modelos',
  id: 'administração-cannedrepliesadminview',
  component: CannedRepliesAdminView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.cannedRepliesAdmin),
  args: {
    replies: cannedRepliesFixture,
    limits: { titulo: 200, corpo: 20_000 },
    onSave: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
  },
  decorators: [inContainer],
} satisfies Meta<typeof CannedRepliesAdminView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lista das respostas prontas, com 'Editar' e 'Apagar' por linha. */
export const Default: Story = { name: 'Lista' };

/** 'Nova resposta pronta' salva em branco: as mensagens dizem o que falta. */
export const Invalid: Story = {
  name: 'Campos em branco',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nova resposta pronta' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(canvas.getByText('Escreva o título da resposta pronta.')).toBeVisible();
  },
};

/** 'Apagar' pede confirmação antes. */
export const ConfirmDelete: Story = {
  name: 'Confirmar apagar',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apagar “Saudação”' }));
  },
};

/** Ainda não há nenhuma resposta pronta. */
export const Empty: Story = { name: 'Nenhuma', args: { replies: [] } };

/** A lista não carregou: a mensagem e 'Tentar novamente'. */
export const LoadFailed: Story = { name: 'Falha ao carregar', args: { replies: undefined, error: true, onRetry: fn() } };

/** No telefone: uma resposta por bloco. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
