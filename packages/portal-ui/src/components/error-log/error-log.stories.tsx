import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ErrorLog } from './error-log';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Log de erros · ErrorLog · registro',
  id: 'admin-errorlog',
  component: ErrorLog,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.errorLog),
  args: { onSelect: fn(), diagnostics: [] },
} satisfies Meta<typeof ErrorLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uma árvore sem erros: o 'Log de Erros' diz 'Nenhum erro encontrado.' */
export const Clean: Story = { name: 'Sem erros' };

/**
 * Ao abrir uma árvore, antes da primeira verificação responder: 'Verificando a árvore…', nunca
 * 'Nenhum erro encontrado.' antes de olhar o texto.
 */
export const Checking: Story = {
  name: 'Verificando',
  args: { checking: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Verificando a árvore…');
  },
};

/**
 * '1 erro, 1 aviso': cada um com o seu ícone, o lugar ('Linha 2, coluna 10') e a mensagem, que
 * nomeia a tela e a chave. Um clique leva o cursor do editor a esse lugar.
 */
export const WithFindings: Story = {
  name: 'Um erro e um aviso',
  args: {
    diagnostics: [
      { severity: 'error', message: 'Árvore, chave "inicial": a tela "inicio" não existe.', path: ['inicial'], line: 2, column: 10 },
      { severity: 'warning', message: 'Tela "sobra": não é alcançada a partir da tela inicial.', path: ['telas', 'sobra'], line: 9, column: 3 },
    ],
  },
};
