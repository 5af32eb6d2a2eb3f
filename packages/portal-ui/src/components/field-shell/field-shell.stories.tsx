import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldShell } from './field-shell';
import { fieldErrorText } from '../../messages/field-error-text';
import { usageOf, usageParameters } from '../../stories/usage';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Base/Moldura de campo · FieldShell · rótulo, label, campo',
  id: 'base-fieldshell',
  component: FieldShell,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.fieldShell),
  args: {
    label: 'Telefone',
    help: 'Com DDD',
    children: (control) => <input className="ch-input" {...control} />,
  },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof FieldShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um campo com rótulo ('Telefone') e texto de ajuda ('Com DDD'). */
export const Default: Story = { name: 'Com rótulo e ajuda' };

/** Um campo obrigatório mostrando a mensagem de erro de formato. */
export const Invalid: Story = { name: 'Com erro', args: { required: true, error: fieldErrorText({ code: 'maskFormat', params: { mascara: '(##) #####-####' } }) } };

/** Vários controles sob uma legenda ('Sistemas afetados'). */
export const Group: Story = {
  name: 'Grupo',
  args: {
    as: 'group',
    label: 'Sistemas afetados',
    help: undefined,
    children: () => (
      <>
        <label><input type="checkbox" /> E-mail</label>
        <label><input type="checkbox" /> SEI</label>
      </>
    ),
  },
};

/**
 * Rótulo, ajuda e erro compridos num telefone de 375 px: cada um quebra em linhas, na ordem
 * rótulo, ajuda, campo e erro.
 */
export const LongContent: Story = {
  name: 'Texto longo, no telefone (375 px)',
  globals: PHONE_GLOBALS,
  args: {
    label: 'Número do patrimônio do computador, impresso na etiqueta prateada colada atrás do gabinete',
    help: 'Se a etiqueta saiu ou está ilegível, escreva o número da sala e a posição do computador na bancada, contando da porta.',
    required: true,
    error: 'O número do patrimônio tem seis dígitos: confira a etiqueta e escreva só os números, sem pontos nem traços.',
  },
};
