import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { cannedRepliesFixture } from '../agent-ticket/agent-ticket.fixture';
import { CannedReplyConflict, CannedReplyConflictDialog } from './canned-reply-conflict';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const saved = cannedRepliesFixture[1]!;

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The page shows the dialog a CannedReplyConflict opens.
  title: 'Administração/Conflito na resposta pronta · CannedReplyConflict · conflito, resposta pronta, comparar',
  component: CannedReplyConflictDialog,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.cannedReplyConflict),
  args: {
    conflict: new CannedReplyConflict('Esta resposta foi alterada por Paulo Henrique Dias às 15:30, depois que você a abriu.', saved),
    mine: { titulo: saved.titulo, corpo: 'Esqueça a rede eduroam no aparelho, reinicie-o e conecte de novo com o seu e-mail institucional completo.' },
    onReload: fn(),
    onOverwrite: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CannedReplyConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Outra pessoa salvou a resposta depois que o administrador a abriu: as duas versões lado a lado,
 * com 'Recarregar a versão salva' e 'Salvar a minha por cima'.
 */
export const Default: Story = {
  name: 'Duas versões',
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Salvar a minha por cima' })).toBeVisible();
  },
};

/** O mesmo diálogo num telefone de 375 px: as duas versões ficam uma abaixo da outra. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
