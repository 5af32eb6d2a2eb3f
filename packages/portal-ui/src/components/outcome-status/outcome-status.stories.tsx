import type { Meta, StoryObj } from '@storybook/react-vite';
import { OutcomeStatus } from './outcome-status';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts).
  title: 'Avisos/Resultado da ação · OutcomeStatus · status, mensagem, sucesso, erro',
  component: OutcomeStatus,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.outcomeStatus),
  args: { outcome: { ok: true, text: 'Resposta pronta salva.', n: 1 } },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof OutcomeStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deu certo: verde. */
export const Success: Story = { name: 'Sucesso' };

/** Não deu: vermelho, com o porquê. */
export const Failure: Story = {
  name: 'Falha',
  args: { outcome: { ok: false, text: 'Falha ao salvar: outro administrador alterou esta resposta pronta enquanto você editava.', n: 1 } },
};

/** Antes de qualquer ação não há nada escrito (a região existe, vazia, para o leitor de tela). */
export const Nothing: Story = { name: 'Nada ainda', args: { outcome: undefined } };
