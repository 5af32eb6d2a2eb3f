import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ExternalImagesNotice } from './external-images-notice';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Avisos/Aviso de imagens externas · ExternalImagesNotice · imagem',
  id: 'feedback-externalimagesnotice',
  component: ExternalImagesNotice,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.externalImagesNotice),
  args: { count: 1, onShow: fn() },
} satisfies Meta<typeof ExternalImagesNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Uma imagem de outro site (muitas vezes um pixel de rastreamento) não foi carregada: o aviso e
 * 'Mostrar imagens externas'.
 */
export const OneImage: Story = { name: 'Uma imagem' };

/** Três imagens de outros sites: o aviso diz quantas não foram carregadas. */
export const SeveralImages: Story = { name: 'Várias imagens', args: { count: 3 } };
