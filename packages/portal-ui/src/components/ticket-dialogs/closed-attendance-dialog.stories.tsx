import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createdTicket } from '../attendance-view/walk.fixture';
import { ClosedAttendanceDialog } from './closed-attendance-dialog';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Autoatendimento/Diálogo de atendimento encerrado · ClosedAttendanceDialog · modal',
  id: 'walk-closedattendancedialog',
  component: ClosedAttendanceDialog,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.closedAttendanceDialog),
  args: { creation: { status: 'creating' }, onFinish: fn() },
} satisfies Meta<typeof ClosedAttendanceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Encerrando atendimento...': o diálogo espera o registro. */
export const Closing: Story = { name: 'Encerrando' };

/**
 * 'Atendimento encerrado', com o número de protocolo, o aviso da avaliação por e-mail e 'Se
 * precisar de algo mais, continuamos à disposição!'.
 */
export const Closed: Story = { name: 'Encerrado', args: { creation: { status: 'created', ticket: createdTicket } } };

/** O registro falhou: diálogo de falha. */
export const Failed: Story = { name: 'Falha', args: { creation: { status: 'failed' } } };
