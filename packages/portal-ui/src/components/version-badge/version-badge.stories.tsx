import type { Meta, StoryObj } from '@storybook/react-vite';
import { VersionBadge } from './version-badge';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Home/VersionBadge',
  component: VersionBadge,
  tags: ['autodocs'],
  parameters: { ...usageParameters(usageOf.versionBadge), layout: 'centered' },
  args: { version: '1.15.3' },
} satisfies Meta<typeof VersionBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A versão do portal, como aparece na página inicial: 'Versão 1.15.3'. */
export const Default: Story = { name: 'Versão' };
