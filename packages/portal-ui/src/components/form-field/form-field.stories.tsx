import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FormField } from './form-field';
import { fullForm, lists } from '../attendance-view/walk.fixture';
import { usageOf, usageParameters } from '../../stories/usage';

const phone = fullForm.campos.telefone!;

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts).
  title: 'Autoatendimento/Campos/Campo do formulário · FormField · campo, formulario',
  component: FormField,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.formField),
  args: { name: 'telefone', field: phone, value: '', errors: {}, lists, onChange: fn() },
  decorators: [(Story) => <div className="ch-container" style={{ padding: 16, maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um campo de texto vazio, com rótulo e ajuda. */
export const Empty: Story = { name: 'Vazio' };

/** Preenchido fora do formato: o erro diz como corrigir. */
export const WithError: Story = {
  name: 'Com erro',
  args: { value: '3199', errors: { telefone: { code: 'maskFormat', params: { mascara: '(##) #####-####' } } } },
};

/** Enquanto o formulário é enviado, nada se edita. */
export const Disabled: Story = { name: 'Desabilitado', args: { value: '(31) 99999-8888', disabled: true } };

/** Uma lista de seleção do mesmo formulário. */
export const Select: Story = { name: 'Lista de seleção', args: { name: 'dispositivo', field: fullForm.campos.dispositivo!, value: '' } };
