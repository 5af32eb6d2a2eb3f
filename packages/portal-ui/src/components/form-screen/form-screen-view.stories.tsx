import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullForm, lists } from '../attendance-view/walk.fixture';
import { FormScreenView } from './form-screen-view';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Walk/FormScreenView',
  component: FormScreenView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.formScreen),
  args: { screen: fullForm, initialValues: { sistemas: ['lenta'] }, lists, onSubmit: fn(), onBack: fn(), onCancel: fn() },
  decorators: [(Story) => <WalkStoryFrame><Story /></WalkStoryFrame>],
} satisfies Meta<typeof FormScreenView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field type, from the defaults. */
export const AllFieldTypes: Story = {};

/** Coming back: the values entered before. */
export const Filled: Story = {
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

/** Errors that submitForm returned, shown under their fields. */
export const WithErrors: Story = {
  args: {
    errors: {
      telefone: { code: 'required', params: {} },
      campus: { code: 'required', params: {} },
      locais: { code: 'tableMin', params: { minimo: 1 } },
    },
  },
};

/** The data-hub lists still loading. */
export const ListsLoading: Story = { args: { lists: { campi: 'loading', predios: 'loading' } } };

/** While the app submits. */
export const Busy: Story = { args: { busy: true } };

/** 'Avançar' with empty required fields: the errors show and the first field takes focus. */
export const Validated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Avançar' }));
    await expect(canvas.getByRole('textbox', { name: /Celular/ })).toHaveFocus();
  },
};

/** A mesma tela num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
