import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatefulField } from '../form-field/stateful-field';
import { TextBoxInput } from './text-box-input';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { fieldErrorText } from '../../messages/field-error-text';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Walk/Fields/TextBoxInput',
  component: TextBoxInput,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.textBoxInput),
  args: {
    name: 'telefone',
    field: {
      tipo: 'caixaDeTexto',
      rotulo: 'Celular',
      ajuda: 'Com DDD, para o técnico ligar se precisar.',
      validadores: [{ tipo: 'naoVazio' }, { tipo: 'mascara', mascara: '(##) #####-####' }],
    },
    value: '',
    onChange: fn(),
  },
  render: (args) => (
    <StatefulField initial={args.value}>{(value, onChange) => <TextBoxInput {...args} value={value} onChange={onChange} />}</StatefulField>
  ),
  decorators: [(Story) => <WalkStoryFrame maxWidth={480}><Story /></WalkStoryFrame>],
} satisfies Meta<typeof TextBoxInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Com máscara: digite os números, a máscara põe o resto. */
export const Masked: Story = {};

/** Preenchido. */
export const Filled: Story = { args: { value: '(31) 99999-8888' } };

/** Uma caixa de texto simples. */
export const Plain: Story = { args: { name: 'software', field: { tipo: 'caixaDeTexto', rotulo: 'Nome do programa' } } };

/** Com a mensagem de erro. */
export const Invalid: Story = { args: { value: '(31) 9999', error: fieldErrorText({ code: 'maskFormat', params: { mascara: '(##) #####-####' } }) } };

/** Enquanto o formulário está ocupado. */
export const Disabled: Story = { args: { value: '(31) 99999-8888', disabled: true } };
