import type { Meta, StoryObj } from '@storybook/react-vite';
import { TreeDocView } from './tree-doc-view';
import { inContainer } from '../../stories/in-container';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Admin/TreeDocView',
  component: TreeDocView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.treeDoc),
  decorators: [inContainer],
} satisfies Meta<typeof TreeDocView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole guide. */
export const Guide: Story = {};

/** A mesma tela num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
