import type { Meta, StoryObj } from '@storybook/react-vite';
import { UploadProgress } from './upload-progress';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts).
  title: 'Avisos/Envio dos anexos · UploadProgress · progresso, upload, barra',
  component: UploadProgress,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.uploadProgress),
  args: { value: 0.42 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 1, step: 0.01 } } },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No meio do envio. */
export const Halfway: Story = { name: 'Enviando' };

/** Logo no começo: a barra quase vazia. */
export const Starting: Story = { name: 'Começando', args: { value: 0.03 } };

/** Tudo enviado, antes do resultado. */
export const Done: Story = { name: 'Enviado', args: { value: 1 } };
