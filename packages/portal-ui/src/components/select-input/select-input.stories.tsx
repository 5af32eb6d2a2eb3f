import type { SelectField } from '@chamados/tree-engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { lists } from '../attendance-view/walk.fixture';
import { StatefulField } from '../form-field/stateful-field';
import { SelectInput } from './select-input';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { fieldErrorText } from '../../messages/field-error-text';
import { usageOf, usageParameters } from '../../stories/usage';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';

const fromHub: SelectField = { tipo: 'caixaDeSelecao', rotulo: 'Campus', opcoes: { chave: 'campi' }, validadores: [{ tipo: 'naoVazio' }] };

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Autoatendimento/Campos/Lista de seleção · SelectInput · select, dropdown, combo, selecao',
  id: 'walk-fields-selectinput',
  component: SelectInput,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.selectInput),
  args: {
    name: 'licenca',
    field: {
      tipo: 'caixaDeSelecao',
      rotulo: 'Licença',
      ajuda: 'Como o programa é licenciado.',
      opcoes: [
        { texto: 'Livre ou gratuito', valor: 'livre' },
        { texto: 'Licença já adquirida pela universidade', valor: 'institucional' },
        { texto: 'Licença a adquirir', valor: 'adquirir' },
      ],
    },
    value: undefined,
    onChange: fn(),
  },
  render: (args) => <StatefulField initial={args.value}>{(value, onChange) => <SelectInput {...args} value={value} onChange={onChange} />}</StatefulField>,
  decorators: [(Story) => <WalkStoryFrame maxWidth={480}><Story /></WalkStoryFrame>],
} satisfies Meta<typeof SelectInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opções escritas na própria árvore ('Licença'), nenhuma escolhida ainda: 'Selecione…'. */
export const Static: Story = { name: 'Opções fixas' };

/** Opções vindas de uma lista da universidade (os campi), com 'Florestal' escolhido. */
export const FromList: Story = { name: 'Lista da universidade', args: { name: 'campus', field: fromHub, list: lists.campi, value: { texto: 'Florestal', valor: 'florestal' } } };

/** Enquanto a lista carrega: 'Carregando opções…'. */
export const Loading: Story = { name: 'Carregando', args: { name: 'campus', field: fromHub, list: 'loading' } };

/** A lista não carregou: 'Não foi possível carregar as opções.'. */
export const ListError: Story = { name: 'Lista não carregou', args: { name: 'campus', field: fromHub, list: 'error' } };

/** Nada escolhido num campo obrigatório: 'Preenchimento obrigatório'. */
export const Invalid: Story = { name: 'Com erro', args: { name: 'campus', field: fromHub, list: lists.campi, error: fieldErrorText({ code: 'required', params: {} }) } };

/** Desabilitada enquanto o portal processa a tela: a escolha aparece, mas não muda. */
export const Disabled: Story = { name: 'Desabilitada', args: { name: 'campus', field: fromHub, list: lists.campi, value: { texto: 'Viçosa', valor: 'vicosa' }, disabled: true } };

/**
 * Rótulo, ajuda e opções compridos num telefone de 375 px: o rótulo e a ajuda quebram em linhas, e
 * a lista mostra a opção escolhida inteira até a borda.
 */
export const LongContent: Story = {
  name: 'Texto longo, no telefone (375 px)',
  globals: PHONE_GLOBALS,
  args: {
    name: 'programa',
    field: {
      tipo: 'caixaDeSelecao',
      rotulo: 'Qual programa licenciado pela universidade você precisa instalar no computador do laboratório?',
      ajuda: 'Se o programa não estiver na lista, escolha a última opção e escreva o nome dele na próxima tela, com a versão.',
      opcoes: [
        { texto: 'MATLAB com as caixas de ferramentas de estatística, otimização e processamento de sinais', valor: 'matlab' },
        { texto: 'Outro programa, que não está nesta lista', valor: 'outro' },
      ],
    },
    value: { texto: 'MATLAB com as caixas de ferramentas de estatística, otimização e processamento de sinais', valor: 'matlab' },
  },
};
