import { chooseOption, startAttendance, type Attendance } from '@chamados/tree-engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AttendanceView } from './attendance-view';
import { demoTree, faqArticle, lists } from './walk.fixture';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const start = startAttendance(demoTree);
const atForm = chooseOption(start, 'Outra rede ou não sei');
const atFaq = chooseOption(start, 'UFV-Visitantes');
const atFinal: Attendance = {
  ...atForm,
  history: [...atForm.history, { screen: 'descreva', data: {}, assignments: atForm.assignments, log: atForm.log, attachments: [] }],
  current: '#final',
  assignments: { telefone: '(31) 99999-8888', campus: 'vicosa', detalhes: 'Cai a cada 5 minutos.\nSó no segundo andar.' },
};

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Autoatendimento/Tela de atendimento · AttendanceView · passeio',
  id: 'walk-attendanceview',
  component: AttendanceView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.attendanceView),
  args: {
    attendance: start,
    lists,
    onChooseOption: fn(),
    onAnswerTutorial: fn(),
    onSubmitForm: fn(),
    onBack: fn(),
    onCancel: fn(),
    onCreateTicket: fn(),
    onFinish: fn(),
    onDismissError: fn(),
  },
  decorators: [(Story) => <WalkStoryFrame><Story /></WalkStoryFrame>],
} satisfies Meta<typeof AttendanceView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * O atendimento numa tela de opções: a pergunta 'Qual rede sem fio você está tentando usar?' e as
 * opções numeradas.
 */
export const Options: Story = { name: 'Tela de opções' };

/**
 * Num tutorial com um artigo da base de conhecimento ('Como conectar à rede eduroam') e a pergunta
 * 'Seu problema foi resolvido?'.
 */
export const Tutorial: Story = { name: 'Tutorial', args: { attendance: atFaq, faq: { url: '/api/faq/1', status: 'ready', article: faqArticle } } };

/**
 * Num formulário cujos valores iniciais ainda estão sendo preparados: 'Carregando formulário…' no
 * lugar dos campos.
 */
export const FormLoading: Story = { name: 'Formulário carregando', args: { attendance: atForm } };

/** Num formulário: 'Descreva o problema', com todos os tipos de campo. */
export const Form: Story = { name: 'Formulário', args: { attendance: atForm, form: { attendance: atForm, values: { sistemas: ['lenta'] } } } };

/** Na tela final: o painel 'Abrir chamado' com as respostas dadas e 'Criar Chamado'. */
export const Final: Story = { name: 'Tela final', args: { attendance: atFinal } };

/** A tela de opções num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
