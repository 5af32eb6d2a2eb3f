import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { WalkScreen } from './walk-screen';
import { WalkStoryFrame } from './walk-story-frame';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Autoatendimento/Tela do passeio · WalkScreen · tela',
  id: 'walk-walkscreen',
  component: WalkScreen,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.walkScreen),
  args: {
    title: 'Qual rede sem fio você está tentando usar?',
    onBack: fn(),
    onCancel: fn(),
    children: <p>O conteúdo da tela.</p>,
    actions: <Button variant="primary">Avançar</Button>,
  },
  decorators: [(Story) => <WalkStoryFrame><Story /></WalkStoryFrame>],
} satisfies Meta<typeof WalkScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A moldura de toda tela do atendimento: título, conteúdo, 'Voltar', 'Cancelar' e a ação
 * principal.
 */
export const Default: Story = { name: 'Moldura' };

/** Enquanto a resposta é processada: tudo desabilitado e 'Processando…'. */
export const Busy: Story = { name: 'Processando', args: { busy: true } };
