import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatsPeriodField } from './stats-period';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts).
  title: 'Administração/Período das estatísticas · StatsPeriodField · período, datas, dias',
  component: StatsPeriodField,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.statsPeriodField),
  args: { period: { dias: 30 }, onPeriodChange: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof StatsPeriodField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Os últimos 30 dias, o começo de sempre. */
export const ThirtyDays: Story = { name: '30 dias' };

/** De um dia a outro: aparecem os dois campos de data. */
export const Dates: Story = { name: 'Datas', args: { period: { de: '2026-03-01', ate: '2026-03-31' } } };

/** Só os dias, sem a opção de datas. */
export const DaysOnly: Story = { name: 'Só dias', args: { dates: false, period: { dias: 7 } } };
