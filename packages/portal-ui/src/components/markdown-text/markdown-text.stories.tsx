import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarkdownText } from './markdown-text';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Autoatendimento/Campos/Texto formatado · MarkdownText · markdown',
  id: 'walk-fields-markdowntext',
  component: MarkdownText,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.markdownText),
  args: {
    field: {
      tipo: 'texto',
      texto: 'Informe **onde** você estava e **quando** o problema aconteceu.\n\nSe puder, anote o horário exato: isso ajuda a equipe de redes a encontrar o registro no controlador.',
    },
  },
  decorators: [(Story) => <WalkStoryFrame maxWidth={640}><Story /></WalkStoryFrame>],
} satisfies Meta<typeof MarkdownText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um texto explicativo de dois parágrafos, com palavras em negrito, como a árvore o escreve. */
export const Default: Story = { name: 'Texto explicativo' };

/** HTML escrito na árvore aparece como texto, nunca é executado. */
export const HtmlAsText: Story = { name: 'HTML como texto', args: { field: { tipo: 'texto', texto: 'Texto com <script>alert(1)</script> e <b>tags</b>.' } } };
