import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatefulField } from '../form-field/stateful-field';
import { CheckboxGroup } from './checkbox-group';
import { problemsField } from './checkbox-group.fixture';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { fieldErrorText } from '../../messages/field-error-text';
import { usageOf, usageParameters } from '../../stories/usage';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Autoatendimento/Campos/Caixas de marcação · CheckboxGroup · checkbox, caixa de seleção',
  id: 'walk-fields-checkboxgroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.checkboxGroup),
  args: {
    name: 'problemas',
    field: problemsField,
    value: ['perifericos'],
    onChange: fn(),
  },
  render: (args) => <StatefulField initial={args.value}>{(value, onChange) => <CheckboxGroup {...args} value={value} onChange={onChange} />}</StatefulField>,
  decorators: [(Story) => <WalkStoryFrame maxWidth={480}><Story /></WalkStoryFrame>],
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Caixas de seleção sob a pergunta, uma delas marcada. */
export const Default: Story = { name: 'Uma marcada' };

/** Nenhuma marcada num campo obrigatório: 'Preenchimento obrigatório' embaixo das opções. */
export const Invalid: Story = { name: 'Com erro', args: { value: [], error: fieldErrorText({ code: 'required', params: {} }) } };

/** Desabilitadas enquanto o portal processa a tela: as marcas aparecem, mas não mudam. */
export const Disabled: Story = { name: 'Desabilitadas', args: { value: ['sem-internet', 'perifericos'], disabled: true } };

/**
 * Opções compridas num telefone de 375 px: cada texto quebra em linhas ao lado da sua caixa, que
 * fica no alto da primeira linha.
 */
export const LongContent: Story = {
  name: 'Texto longo, no telefone (375 px)',
  globals: PHONE_GLOBALS,
  args: {
    field: {
      ...problemsField,
      opcoes: [
        { texto: 'O computador liga, mas a tela fica preta depois do logotipo da universidade', valor: 'tela-preta' },
        { texto: 'A internet cai sempre que alguém liga o projetor da sala ao lado', valor: 'internet-cai' },
        { texto: 'Falta programa', valor: 'falta-programa' },
      ],
    },
    value: ['tela-preta'],
  },
};
