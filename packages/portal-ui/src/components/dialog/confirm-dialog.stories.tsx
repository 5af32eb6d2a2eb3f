import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts).
  title: 'Base/Diálogo de confirmação · ConfirmDialog · confirmar, modal, pergunta',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.confirmDialog),
  args: {
    open: true,
    title: 'Excluir item',
    message: 'Deseja realmente excluir este item?',
    confirmLabel: 'Excluir',
    danger: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Antes de apagar: o botão de confirmar é vermelho e diz o que faz. */
export const Danger: Story = { name: 'Apagar' };

/** Uma pergunta que não destrói nada: o botão de confirmar é o principal. */
export const Neutral: Story = {
  name: 'Neutro',
  args: { title: 'Sair sem salvar', message: 'As alterações desta tela serão perdidas.', confirmLabel: 'Sair', danger: false },
};

/** Um título e uma pergunta longos quebram em várias linhas dentro do diálogo. */
export const LongText: Story = {
  name: 'Texto longo',
  args: {
    title: 'Excluir a árvore Problemas com a rede sem fio eduroam nos prédios do campus Florestal',
    message:
      'Deseja realmente excluir esta árvore? As versões lançadas, as estatísticas e os rascunhos de todos os administradores serão apagados, e os chamados já criados continuam como estão.',
  },
};
