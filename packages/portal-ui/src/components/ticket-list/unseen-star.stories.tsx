import type { Meta, StoryObj } from '@storybook/react-vite';
import { UnseenStar } from './ticket-marks';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts).
  title: 'Chamados/Estrela de não visualizado · UnseenStar · novo, novidade, estrela',
  component: UnseenStar,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.unseenStar),
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof UnseenStar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ao lado do número de um chamado com novidade. */
export const Default: Story = { name: 'Não visualizado' };

/** Na fila do atendente, com o nome que ele ouve. */
export const Desk: Story = { name: 'Na fila do atendente', args: { label: 'Não visualizado por você' } };
