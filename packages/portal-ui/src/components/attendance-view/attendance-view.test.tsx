import {
  answerTutorial,
  chooseOption,
  currentScreen,
  goBack,
  initialFormValues,
  startAttendance,
  submitForm,
  type Attendance,
  type AttendanceEnv,
  type FormValues,
} from '@chamados/tree-engine';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TicketCreationState } from '../ticket-dialogs/ticket-creation';
import { AttendanceView, type AttendanceFormState } from './attendance-view';
import { createdTicket, demoTree, lists } from './walk.fixture';

const env: AttendanceEnv = {
  user: { nome: 'Maria', email: 'maria@ufv.br' },
  lookupMap: async (_mapa, chave) => chave,
  lookupList: async (chave) => lists[chave] ?? [],
  clientIp: async () => '10.0.0.1',
};

/** What the app does around AttendanceView, with the engine and no network. */
function Walk({ onCreate = vi.fn() }: { onCreate?: () => void }) {
  const [attendance, setAttendance] = useState<Attendance | null>(() => startAttendance(demoTree));
  const [form, setForm] = useState<AttendanceFormState>();
  const [creation, setCreation] = useState<TicketCreationState>({ status: 'idle' });

  useEffect(() => {
    if (!attendance) return;
    const screenNow = currentScreen(attendance);
    if (screenNow === '#final' || screenNow.tipo !== 'formulario') return;
    void initialFormValues(screenNow, env, attendance.data).then((values) => setForm({ attendance, values }));
  }, [attendance]);

  if (!attendance) return <p>Atendimento descartado</p>;
  return (
    <AttendanceView
      attendance={attendance}
      form={form}
      lists={lists}
      faq={{ url: '/api/faq/1', status: 'loading' }}
      creation={creation}
      onChooseOption={(option) => setAttendance(chooseOption(attendance, option))}
      onAnswerTutorial={(solved) => void answerTutorial(attendance, solved, env).then(setAttendance)}
      onSubmitForm={(values: FormValues) =>
        void submitForm(attendance, values, env).then((result) =>
          result.attendance ? setAttendance(result.attendance) : setForm((f) => f && { ...f, errors: result.errors }),
        )
      }
      onBack={() => setAttendance(goBack(attendance))}
      onCancel={() => setAttendance(null)}
      onCreateTicket={() => {
        onCreate();
        setCreation({ status: 'creating' });
      }}
      onFinish={vi.fn()}
      onDismissError={() => setCreation({ status: 'idle' })}
    />
  );
}

describe('AttendanceView', () => {
  it('walks options → form → final screen, and back to the form with what was typed', async () => {
    render(<Walk />);
    await userEvent.click(screen.getByRole('button', { name: 'Outra rede ou não sei' }));
    const phone = await screen.findByRole('textbox', { name: /Celular/ });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Descreva o problema' }));
    await userEvent.type(phone, '31999998888');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Campus/ }), 'Florestal');
    await userEvent.type(screen.getByRole('textbox', { name: 'Detalhes' }), 'Sem sinal');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar item' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Prédio/ }), 'Pavilhão de Aulas B');
    await userEvent.type(screen.getByRole('textbox', { name: /Sala/ }), '210{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));

    expect(await screen.findByRole('heading', { name: 'Abrir chamado' })).toBeTruthy();
    const properties = screen.getByRole('table', { name: 'Propriedades' });
    // The answers as given: question and option, labels, option texts (not florestal, pvb).
    // Whole, never cut to 38 + '...' (issue 30).
    expect(within(properties).getByRole('rowheader', { name: 'Qual rede sem fio você está tentando usar?' }).nextElementSibling?.textContent).toBe('Outra rede ou não sei');
    expect(within(properties).getByText('(31) 99999-8888')).toBeTruthy();
    expect(within(properties).getByRole('rowheader', { name: 'Campus' }).nextElementSibling?.textContent).toBe('Florestal');
    expect(within(properties).getByText('Navegação lenta')).toBeTruthy();
    const places = screen.getByRole('table', { name: 'Locais onde falha' });
    expect(within(places).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Pavilhão de Aulas B', '210']);

    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(((await screen.findByRole('textbox', { name: /Celular/ })) as HTMLInputElement).value).toBe('(31) 99999-8888');
    expect((screen.getByRole('textbox', { name: 'Detalhes' }) as HTMLTextAreaElement).value).toBe('Sem sinal');
  });

  it('a tutorial answered Sim reaches the final screen closed, which registers the ticket at once', async () => {
    const onCreate = vi.fn();
    render(<Walk onCreate={onCreate} />);
    await userEvent.click(screen.getByRole('button', { name: 'eduroam' }));
    expect(screen.getByTitle('Vídeo do tutorial')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(await screen.findByRole('dialog', { name: 'Encerrando atendimento...' })).toBeTruthy();
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('a tutorial answered Não goes on to the form; Cancelar drops the attendance', async () => {
    render(<Walk />);
    await userEvent.click(screen.getByRole('button', { name: 'UFV-Visitantes' }));
    expect(screen.getByRole('status').textContent).toBe('Carregando artigo…');
    await userEvent.click(screen.getByRole('button', { name: 'Não, o problema continua' }));
    expect(await screen.findByRole('heading', { name: 'Descreva o problema' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('Atendimento descartado')).toBeTruthy();
  });

  it('Voltar on the first screen drops the attendance', async () => {
    render(<Walk />);
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByText('Atendimento descartado')).toBeTruthy();
  });

  it("shows 'Carregando formulário…' until the form values are for this very attendance", () => {
    const attendance = chooseOption(startAttendance(demoTree), 'Outra rede ou não sei');
    const callbacks = {
      onChooseOption: vi.fn(),
      onAnswerTutorial: vi.fn(),
      onSubmitForm: vi.fn(),
      onBack: vi.fn(),
      onCancel: vi.fn(),
      onCreateTicket: vi.fn(),
      onFinish: vi.fn(),
      onDismissError: vi.fn(),
    };
    const earlier = startAttendance(demoTree);
    const { rerender } = render(<AttendanceView attendance={attendance} form={{ attendance: earlier, values: {} }} {...callbacks} />);
    expect(screen.getByRole('heading', { name: 'Descreva o problema' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Carregando formulário…');
    expect(screen.queryByRole('button', { name: 'Avançar' })).toBeNull();
    rerender(<AttendanceView attendance={attendance} form={{ attendance, values: { detalhes: 'oi' } }} {...callbacks} />);
    expect((screen.getByRole('textbox', { name: 'Detalhes' }) as HTMLTextAreaElement).value).toBe('oi');
  });

  it('the final screen shows the creation dialog states the app passes', () => {
    const attendance = { ...startAttendance(demoTree), current: '#final' };
    render(
      <AttendanceView
        attendance={attendance}
        creation={{ status: 'created', ticket: createdTicket }}
        onChooseOption={vi.fn()}
        onAnswerTutorial={vi.fn()}
        onSubmitForm={vi.fn()}
        onBack={vi.fn()}
        onCancel={vi.fn()}
        onCreateTicket={vi.fn()}
        onFinish={vi.fn()}
        onDismissError={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Chamado criado com sucesso' })).toBeTruthy();
  });
});
