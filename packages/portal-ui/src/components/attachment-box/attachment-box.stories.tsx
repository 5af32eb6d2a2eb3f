import type { AttachmentBoxField } from '@chamados/tree-engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pixelPng } from '../attendance-view/walk.fixture';
import { StatefulField } from '../form-field/stateful-field';
import { AttachmentBox } from './attachment-box';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { fieldErrorText } from '../../messages/field-error-text';
import { usageOf, usageParameters } from '../../stories/usage';

const field: AttachmentBoxField = {
  tipo: 'caixaDeAnexo',
  rotulo: 'Termo de licença ou orçamento',
  ajuda: 'Programas comprados precisam do orçamento.',
  opcoes: {
    titulo: 'Anexe o termo de licença (programas comprados) ou o orçamento',
    modelo: 'https://www.dti.ufv.br/modelos/solicitacao-de-software.docx',
    minimo: 1,
    maximo: 3,
    extensoes: ['pdf', 'docx', 'png'],
    tamMaxPorArquivoMb: 5,
    tamMaxTotalMb: 10,
  },
};

const files = [
  { filename: 'orcamento-matlab-2025.pdf', contentType: 'application/pdf', content: 'JVBERi0=', size: 1_250_000 },
  { filename: 'termo-de-licenca-assinado-pela-chefia-do-departamento-de-informatica.pdf', contentType: 'application/pdf', content: 'JVBERi0=', size: 312_400 },
  { filename: 'captura-de-tela-2025-03-04-09-05.png', contentType: 'image/png', content: pixelPng, size: 70 },
];

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Autoatendimento/Campos/Anexos · AttachmentBox · upload, arquivo',
  id: 'walk-fields-attachmentbox',
  component: AttachmentBox,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.attachmentBox),
  args: { name: 'licencaArquivo', field, value: [], onChange: fn() },
  render: (args) => <StatefulField initial={args.value}>{(value, onChange) => <AttachmentBox {...args} value={value} onChange={onChange} />}</StatefulField>,
  decorators: [(Story) => <WalkStoryFrame maxWidth={640}><Story /></WalkStoryFrame>],
} satisfies Meta<typeof AttachmentBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Sem arquivo: 'Escolher arquivos', a dica de arrastar ou colar, 'Baixar o arquivo modelo' e os
 * limites (quantidade, tipos e tamanho).
 */
export const Empty: Story = { name: 'Sem arquivo' };

/**
 * Dois arquivos escolhidos, cada um com o botão de remover; o nome longo é cortado em 40
 * caracteres.
 */
export const WithFiles: Story = { name: 'Com arquivos', args: { value: files.slice(0, 2) } };

/** No máximo de arquivos (três): 'Escolher arquivos' fica desabilitado. */
export const Full: Story = { name: 'Cheia', args: { value: files } };

/** Sem o arquivo obrigatório ao avançar: a mensagem de erro de quantidade embaixo da caixa. */
export const Invalid: Story = { name: 'Com erro', args: { error: fieldErrorText({ code: 'attachmentsMin', params: { minimo: 1 } }) } };

/** Uma caixa sem limites de quantidade, tipo ou tamanho: só o rótulo, o botão e a dica. */
export const NoLimits: Story = { name: 'Sem limites', args: { field: { tipo: 'caixaDeAnexo', rotulo: 'Anexos' } } };

/** Escolher de novo um arquivo que já está na caixa: o aviso 'Arquivo já foi carregado'. */
export const Refused: Story = {
  name: 'Arquivo repetido',
  args: { value: files.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Escolher arquivos'), new File(['x'], 'orcamento-matlab-2025.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Arquivo já foi carregado');
  },
};

/** Desabilitada enquanto o portal processa a tela: os arquivos aparecem, e nenhum botão age. */
export const Disabled: Story = { name: 'Desabilitada', args: { value: files.slice(0, 2), disabled: true } };
