import type { Meta, StoryObj } from '@storybook/react-vite';
import { TreeDocView } from './tree-doc-view';
import { inContainer } from '../../stories/in-container';

const meta = {
  title: 'Admin/TreeDocView',
  component: TreeDocView,
  tags: ['autodocs'],
  decorators: [inContainer],
} satisfies Meta<typeof TreeDocView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole guide. */
export const Guide: Story = {};
