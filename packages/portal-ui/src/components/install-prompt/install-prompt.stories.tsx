import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InstallPrompt } from './install-prompt';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Aplicativo/Convite para instalar · InstallPrompt · pwa, instalar',
  id: 'pwa-installprompt',
  component: InstallPrompt,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.installPrompt),
  args: { onInstall: fn(), onDismiss: fn() },
  decorators: [
    (Story) => (
      <main className="ch-container" style={{ minHeight: 320, paddingBlock: 16 }}>
        <h1>Seja Bem-vindo!</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof InstallPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A faixa 'Instale o Chamados', que aparece 5 s depois de abrir o portal, com 'Instalar' e o botão
 * de fechar.
 */
export const Default: Story = { name: 'Aviso de instalação' };
