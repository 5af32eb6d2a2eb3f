import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ServicePanel } from './service-panel';
import { servicesFixture } from './services.fixture';
import { inContainer } from '../../stories/in-container';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Tickets/ServicePanel',
  component: ServicePanel,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.servicePanel),
  args: { trees: servicesFixture, onStart: fn(), onFilterChange: fn(), onRetry: fn() },
  decorators: [inContainer],
} satisfies Meta<typeof ServicePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every launched tree as a card. */
export const Default: Story = {};

/** Opened from a link with `?filtro=impressora`: the search is already applied; each card says which of its words matched. */
export const Filtered: Story = { args: { initialFilter: 'impressora' } };

/** Two words, one with a typo: only the services holding both, the typo forgiven. */
export const TwoWordsWithTypo: Story = { args: { initialFilter: 'planta tomadda' } };

/** A search that finds nothing. */
export const NoResults: Story = { args: { initialFilter: 'xyzzyqwv' } };

/** Typing searches 500 ms after the last key. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Procurar Serviço'), 'senha');
    await waitFor(() => expect(args.onFilterChange).toHaveBeenCalledWith('senha'), { timeout: 2000 });
    await expect(canvas.getAllByRole('button', { name: /^E-mail e senha/ })).toHaveLength(1);
  },
};

/** While the list loads. */
export const Loading: Story = { args: { trees: undefined, loading: true } };

/** The list could not be loaded. */
export const LoadFailed: Story = { args: { trees: undefined, error: true } };

/** No tree is launched yet. */
export const NoServices: Story = { args: { trees: [] } };

/** A card was chosen and the tree is loading. */
export const Starting: Story = { args: { startingTree: 'Ponto de rede' } };

/** A mesma tela num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
