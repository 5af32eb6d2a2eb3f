import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createdTicket } from '../attendance-view/walk.fixture';
import { CreateTicketDialog } from './create-ticket-dialog';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Autoatendimento/Diálogo de abrir chamado · CreateTicketDialog · modal',
  id: 'walk-createticketdialog',
  component: CreateTicketDialog,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.createTicketDialog),
  args: { creation: { status: 'creating' }, onFinish: fn(), onDismissError: fn() },
} satisfies Meta<typeof CreateTicketDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Criando chamado...': indicador girando, 'Ok' desabilitado. */
export const Creating: Story = { name: 'Criando' };

/**
 * 'Criar Chamado' com anexos grandes: enquanto os arquivos sobem, a barra 'Envio dos anexos' mostra
 * quanto já foi enviado ('42% enviado').
 */
export const CreatingWithLargeFiles: Story = { name: 'Criando, enviando anexos grandes', args: { creation: { status: 'creating', progress: 0.42 } } };

/** 'Chamado criado com sucesso', com o número de protocolo e o prazo estimado. */
export const Created: Story = { name: 'Criado', args: { creation: { status: 'created', ticket: createdTicket } } };

/** Criado sem prazo estimado: só o número de protocolo. */
export const CreatedWithoutDeadline: Story = { name: 'Criado, sem prazo', args: { creation: { status: 'created', ticket: { ticketId: 7, ticketNumber: '2025030410000007', estado: 'novo' } } } };

/** 'Falha ao criar chamado': diálogo de falha. */
export const Failed: Story = { name: 'Falha', args: { creation: { status: 'failed' } } };
