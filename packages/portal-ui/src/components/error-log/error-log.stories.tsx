import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorLog } from './error-log';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Admin/ErrorLog',
  component: ErrorLog,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.errorLog),
  args: { onSelect: fn(), diagnostics: [] },
} satisfies Meta<typeof ErrorLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uma árvore sem erros. */
export const Clean: Story = {};

/** Um erro e um aviso, cada um leva ao seu lugar no texto. */
export const WithFindings: Story = {
  args: {
    diagnostics: [
      { severity: 'error', message: 'Árvore, chave "inicial": a tela "inicio" não existe.', path: ['inicial'], line: 2, column: 10 },
      { severity: 'warning', message: 'Tela "sobra": não é alcançada a partir da tela inicial.', path: ['telas', 'sobra'], line: 9, column: 3 },
    ],
  },
};
