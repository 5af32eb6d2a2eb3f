import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldShell } from './field-shell';
import { fieldErrorText } from '../../messages/field-error-text';
import { usageOf, usageParameters } from '../../stories/usage';

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
