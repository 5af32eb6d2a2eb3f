import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullForm, lists } from '../attendance-view/walk.fixture';
import { FormScreenView } from './form-screen-view';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Autoatendimento/Tela de formulário · FormScreenView · formulario',
  id: 'walk-formscreenview',
  component: FormScreenView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.formScreen),
  args: { screen: fullForm, initialValues: { sistemas: ['lenta'] }, lists, onSubmit: fn(), onBack: fn(), onCancel: fn() },
  decorators: [(Story) => <WalkStoryFrame><Story /></WalkStoryFrame>],
} satisfies Meta<typeof FormScreenView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * O formulário 'Descreva o problema' com todos os tipos de campo: texto explicativo, caixa de
 * texto com máscara, listas, caixas de seleção, texto longo, tabela e anexos.
 */
export const AllFieldTypes: Story = { name: 'Todos os tipos de campo' };

/** Voltando a um formulário: os valores que a pessoa já tinha informado. */
export const Filled: Story = {
  name: 'Preenchido',
  args: {
    initialValues: {
      telefone: '(31) 99999-8888',
      campus: { texto: 'Viçosa', valor: 'vicosa' },
      dispositivo: { texto: 'Notebook', valor: 'notebook' },
      sistemas: ['conexao'],
      detalhes: 'Cai a cada 5 minutos.\nSó no segundo andar.',
      locais: [{ predio: { texto: 'Pavilhão de Aulas B', valor: 'pvb' }, sala: '210' }],
      prints: [{ filename: 'captura-de-tela-2025-03-04-09-05.png', contentType: 'image/png', content: 'iVBORw0KGgo=', size: 48_213 }],
    },
  },
};

/**
 * Erros que voltaram ao avançar, cada um embaixo do seu campo (Celular, Campus e Locais onde
 * falha).
 */
export const WithErrors: Story = {
  name: 'Com erros',
  args: {
    errors: {
      telefone: { code: 'required', params: {} },
      campus: { code: 'required', params: {} },
      locais: { code: 'tableMin', params: { minimo: 1 } },
    },
  },
};

/**
 * As listas da universidade (campus, prédio) ainda carregando: 'Carregando opções…' nessas caixas.
 */
export const ListsLoading: Story = { name: 'Listas carregando', args: { lists: { campi: 'loading', predios: 'loading' } } };

/** Enquanto a resposta é enviada: campos e botões desabilitados e 'Processando…'. */
export const Busy: Story = { name: 'Processando', args: { busy: true } };

/**
 * 'Avançar' com campos obrigatórios vazios: os erros aparecem, o aviso diz quantos campos há a
 * corrigir e o primeiro (Celular) recebe o foco.
 */
export const Validated: Story = {
  name: 'Avançar com campos vazios',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Avançar' }));
    await expect(canvas.getByRole('textbox', { name: /Celular/ })).toHaveFocus();
  },
};

/** O formulário num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
