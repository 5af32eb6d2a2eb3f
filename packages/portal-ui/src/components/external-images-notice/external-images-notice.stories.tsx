import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ExternalImagesNotice } from './external-images-notice';

const meta = {
  title: 'Feedback/ExternalImagesNotice',
  component: ExternalImagesNotice,
  tags: ['autodocs'],
  args: { count: 1, onShow: fn() },
} satisfies Meta<typeof ExternalImagesNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One image of another site (a tracking pixel, often) was not loaded. */
export const OneImage: Story = {};

/** Several: the count says how many. */
export const SeveralImages: Story = { args: { count: 3 } };
