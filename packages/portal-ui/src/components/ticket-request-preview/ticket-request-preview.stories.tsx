import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewRequest } from './preview-request.fixture';
import { TicketRequestPreview } from './ticket-request-preview';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Admin/TicketRequestPreview',
  component: TicketRequestPreview,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.ticketRequestPreview),
  args: { closed: false, request: previewRequest },
} satisfies Meta<typeof TicketRequestPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ticket that would be opened, as the help desk would read it. */
export const Open: Story = {};

/** Solved by a tutorial: created closed. */
export const Closed: Story = { args: { closed: true } };
