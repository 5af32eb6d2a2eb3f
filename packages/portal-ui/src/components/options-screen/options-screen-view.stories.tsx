import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { optionsScreen } from '../attendance-view/walk.fixture';
import { OptionsScreenView } from './options-screen-view';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Walk/OptionsScreenView',
  component: OptionsScreenView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.optionsScreen),
  args: { screen: optionsScreen, onChoose: fn(), onBack: fn(), onCancel: fn() },
  decorators: [(Story) => <WalkStoryFrame><Story /></WalkStoryFrame>],
} satisfies Meta<typeof OptionsScreenView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question and its numbered options. */
export const Default: Story = {};

/** Long options wrap instead of overflowing a phone. */
export const LongOptions: Story = {
  args: {
    screen: {
      tipo: 'opcoes',
      pergunta: 'Que tipo de programa você precisa instalar nos computadores do laboratório do departamento?',
      opcoes: {
        'Programa livre ou gratuito': 'a',
        'Programa com licença da universidade (Microsoft 365, MATLAB, ArcGIS, SPSS)': 'b',
        'Programa que precisa ser comprado com recursos do projeto de pesquisa': 'c',
        'Quero instalar no meu computador pessoal': 'd',
      },
    },
  },
};

/** While the app processes the choice. */
export const Busy: Story = { args: { busy: true } };

/** The same screen on a 375 px phone. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
