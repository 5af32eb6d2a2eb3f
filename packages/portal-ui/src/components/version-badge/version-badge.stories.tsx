import type { Meta, StoryObj } from '@storybook/react-vite';
import { VersionBadge } from './version-badge';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Início/Selo de versão · VersionBadge · badge, versao',
  id: 'home-versionbadge',
  component: VersionBadge,
  tags: ['autodocs'],
  parameters: { ...usageParameters(usageOf.versionBadge), layout: 'centered' },
  args: { version: '1.15.3' },
} satisfies Meta<typeof VersionBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A versão do portal, como aparece na página inicial: 'Versão 1.15.3'. */
export const Default: Story = { name: 'Versão' };
