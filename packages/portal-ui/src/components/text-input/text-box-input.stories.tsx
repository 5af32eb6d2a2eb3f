import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatefulField } from '../form-field/stateful-field';
import { TextBoxInput } from './text-box-input';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { fieldErrorText } from '../../messages/field-error-text';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Autoatendimento/Campos/Campo de texto · TextBoxInput · input, entrada, campo',
  id: 'walk-fields-textboxinput',
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
export const Masked: Story = { name: 'Com máscara' };

/** Preenchido: '(31) 99999-8888'. */
export const Filled: Story = { name: 'Preenchido', args: { value: '(31) 99999-8888' } };

/** Uma caixa de texto simples, sem máscara nem ajuda. */
export const Plain: Story = { name: 'Simples', args: { name: 'software', field: { tipo: 'caixaDeTexto', rotulo: 'Nome do programa' } } };

/** Um número incompleto: a mensagem de erro de formato embaixo do campo. */
export const Invalid: Story = { name: 'Com erro', args: { value: '(31) 9999', error: fieldErrorText({ code: 'maskFormat', params: { mascara: '(##) #####-####' } }) } };

/** Enquanto o formulário está ocupado: o campo não aceita digitação. */
export const Disabled: Story = { name: 'Desabilitado', args: { value: '(31) 99999-8888', disabled: true } };
