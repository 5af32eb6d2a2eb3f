import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatefulField } from '../form-field/stateful-field';
import { CheckboxGroup } from './checkbox-group';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { fieldErrorText } from '../../messages/field-error-text';

const meta = {
  title: 'Walk/Fields/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: {
    name: 'problemas',
    field: {
      tipo: 'caixaDeChecagem',
      rotulo: 'Problemas encontrados',
      ajuda: 'Marque todos que se aplicam.',
      opcoes: [
        { texto: 'Não liga', valor: 'nao-liga' },
        { texto: 'Sem internet', valor: 'sem-internet' },
        { texto: 'Falta programa', valor: 'falta-programa' },
        { texto: 'Teclado ou mouse com defeito', valor: 'perifericos' },
      ],
    },
    value: ['perifericos'],
    onChange: fn(),
  },
  render: (args) => <StatefulField initial={args.value}>{(value, onChange) => <CheckboxGroup {...args} value={value} onChange={onChange} />}</StatefulField>,
  decorators: [(Story) => <WalkStoryFrame maxWidth={480}><Story /></WalkStoryFrame>],
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Check boxes with one checked. */
export const Default: Story = {};

/** With the engine's error. */
export const Invalid: Story = { args: { value: [], error: fieldErrorText({ code: 'required', params: {} }) } };
