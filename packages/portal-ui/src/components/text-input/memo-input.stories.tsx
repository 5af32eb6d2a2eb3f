import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatefulField } from '../form-field/stateful-field';
import { MemoInput } from './memo-input';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { fieldErrorText } from '../../messages/field-error-text';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Autoatendimento/Campos/Texto longo · MemoInput · textarea, área de texto, campo',
  id: 'walk-fields-memoinput',
  component: MemoInput,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.memoInput),
  args: {
    name: 'detalhes',
    field: { tipo: 'memorando', rotulo: 'Detalhes', ajuda: 'Mensagens de erro que aparecem, desde quando o problema acontece.' },
    value: '',
    onChange: fn(),
  },
  render: (args) => <StatefulField initial={args.value}>{(value, onChange) => <MemoInput {...args} value={value} onChange={onChange} />}</StatefulField>,
  decorators: [(Story) => <WalkStoryFrame maxWidth={480}><Story /></WalkStoryFrame>],
} satisfies Meta<typeof MemoInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uma caixa para várias linhas de texto, com rótulo e ajuda. */
export const Default: Story = { name: 'Texto longo' };

/** Vazia num campo obrigatório: 'Preenchimento obrigatório'. */
export const Invalid: Story = { name: 'Com erro', args: { field: { tipo: 'memorando', rotulo: 'Detalhes', validadores: [{ tipo: 'naoVazio' }] }, error: fieldErrorText({ code: 'required', params: {} }) } };
