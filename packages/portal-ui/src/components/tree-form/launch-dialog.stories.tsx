import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LaunchDialog } from './launch-dialog';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Diálogo de lançamento · LaunchDialog · modal, lancar',
  id: 'admin-launchdialog',
  component: LaunchDialog,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.launchDialog),
  args: { name: 'Impressora', launched: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof LaunchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uma árvore já lançada: 'Para quem' (todos ou uma parte, '10%', '50%' ou um número) e 'O que mudou'. */
export const Launched: Story = { name: 'Já lançada' };

/** O primeiro lançamento: para todos, com 'O que mudou' opcional. */
export const FirstLaunch: Story = { name: 'Primeiro lançamento', args: { launched: false } };
