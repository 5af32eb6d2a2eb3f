import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryLink } from '../link/story-link';
import { ErrorPage } from './error-page';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.errorPage),
  args: { homeHref: '/', LinkComponent: StoryLink, kind: 'not-found' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /404 and every unknown path. */
export const NotFound: Story = {};

/** /400. */
export const BadRequest: Story = { args: { kind: 'bad-request' } };

/** /403: a signed-in user without permission. */
export const Forbidden: Story = { args: { kind: 'forbidden' } };

/** /500. */
export const ServerError: Story = { args: { kind: 'server-error' } };

/** The same screen on a 375 px phone. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
