import type { Meta, StoryObj } from '@storybook/react-vite';
import { Anchor } from './link-component';
import { usageOf, usageParameters } from '../../stories/usage';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any.
  title: 'Base/Link · Anchor · hiperlink, ligação, endereço',
  id: 'base-link',
  component: Anchor,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.link),
  args: { href: '#chamados-abertos', children: 'Ver os seus chamados abertos' },
  decorators: [
    (Story) => (
      <main className="ch-container" style={{ paddingBlock: 16 }}>
        <p>
          <Story />
        </p>
      </main>
    ),
  ],
} satisfies Meta<typeof Anchor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um link dentro de uma frase, com um texto que diz para onde leva. */
export const Default: Story = { name: 'Na frase' };

/** Um link para outro site, que avisa que abre em uma nova aba. */
export const NewTab: Story = {
  name: 'Em uma nova aba',
  args: { href: 'https://www.dti.ufv.br', target: '_blank', rel: 'noopener', children: 'Manual da rede eduroam (abre em uma nova aba)' },
};

/**
 * Um texto de link comprido e um endereço sem espaços num telefone de 375 px: os dois quebram
 * dentro da coluna, sem rolar a página para o lado.
 */
export const LongContent: Story = {
  name: 'Texto longo, no telefone (375 px)',
  globals: PHONE_GLOBALS,
  args: {
    href: 'https://www.dti.ufv.br/manuais/rede-sem-fio/eduroam/configuracao-em-dispositivos-android-ios-windows-e-linux',
    children: 'https://www.dti.ufv.br/manuais/rede-sem-fio/eduroam/configuracao-em-dispositivos-android-ios-windows-e-linux',
  },
};
