import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { optionsScreen } from '../attendance-view/walk.fixture';
import { OptionsScreenView } from './options-screen-view';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Autoatendimento/Tela de opções · OptionsScreenView · opcoes, pergunta',
  id: 'walk-optionsscreenview',
  component: OptionsScreenView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.optionsScreen),
  args: { screen: optionsScreen, onChoose: fn(), onBack: fn(), onCancel: fn() },
  decorators: [(Story) => <WalkStoryFrame><Story /></WalkStoryFrame>],
} satisfies Meta<typeof OptionsScreenView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pergunta e as opções numeradas, com 'Voltar' e 'Cancelar'. */
export const Default: Story = { name: 'Pergunta e opções' };

/** Opções longas quebram a linha em vez de vazar da tela do telefone. */
export const LongOptions: Story = {
  name: 'Opções longas',
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

/** Enquanto a escolha é processada: as opções desabilitadas e 'Processando…'. */
export const Busy: Story = { name: 'Processando', args: { busy: true } };

/** A pergunta e as opções num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
