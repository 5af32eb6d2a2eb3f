import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RemoteChangeNotice } from './remote-change-notice';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Aviso de alteração remota · RemoteChangeNotice · conflito',
  id: 'admin-remotechangenotice',
  component: RemoteChangeNotice,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.remoteChangeNotice),
  args: { by: 'Bruno Admin', at: '2025-06-01T17:32:00Z', onCompare: fn() },
} satisfies Meta<typeof RemoteChangeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enquanto a árvore está aberta, outra pessoa a salvou: dito acima do editor, com 'Comparar com a minha'. */
export const TreeSavedByAnother: Story = { name: 'Salva por outra pessoa' };
