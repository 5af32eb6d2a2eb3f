import type { TreeSummary } from '@chamados/api-contract';
import { answerTutorial, chooseOption, currentScreen, END_SCREEN, goBack, initialFormValues, startAttendance, submitForm, type Attendance, type AttendanceEnv, type FormValues } from '@chamados/tree-engine';
import { useEffect, useState } from 'react';
import { AttendanceView, type AttendanceFormState } from '../components/attendance-view/attendance-view';
import { createdTicket, demoTree, faqArticle, lists } from '../components/attendance-view/walk.fixture';
import { ServicePanel } from '../components/service-panel/service-panel';
import { servicesFixture } from '../components/service-panel/services.fixture';
import type { TicketCreationState } from '../components/ticket-dialogs/ticket-creation';

/**
 * The walk's outside world in memory: the data hub's lists from the stories' fixture, no maps,
 * no address. The engine itself (tree-engine) is the real one, as in the portal.
 */
const env: AttendanceEnv = {
  user: { name: 'Ana Paula Souza', email: 'ana.souza@ufv.br' },
  lookupMap: () => Promise.resolve(undefined),
  lookupList: (chave) => Promise.resolve(lists[chave] ?? []),
  clientIp: () => Promise.resolve(undefined),
};

/** How long the stand-in for the server takes to create a ticket: long enough to see 'Criando chamado...'. */
const CREATE_MS = 400;

/**
 * The student's walk clickable screen to screen, for the 'Telas' templates: the service panel,
 * then the demo tree (options, tutorial, form, final screen) walked by tree-engine as the portal
 * walks it, and a ticket 'created' in memory. What the portal does over the network (lists, the
 * FAQ article, creating the ticket) answers at once from the fixtures; nothing leaves the page.
 */
export function StudentWalk({ services = servicesFixture }: { services?: readonly TreeSummary[] }) {
  const [attendance, setAttendance] = useState<Attendance | null>(null);
  const [starting, setStarting] = useState<string | null>(null);
  const [form, setForm] = useState<AttendanceFormState>();
  const [busy, setBusy] = useState(false);
  const [creation, setCreation] = useState<TicketCreationState>({ status: 'idle' });

  // A form screen's starting values, for the attendance they belong to (as the portal's useWalk).
  const screen = attendance ? currentScreen(attendance) : undefined;
  const formScreen = screen && screen !== END_SCREEN && screen.tipo === 'formulario' ? screen : undefined;
  useEffect(() => {
    if (!attendance || !formScreen) return;
    let live = true;
    void initialFormValues(formScreen, env, attendance.data).then((values) => live && setForm({ attendance, values }));
    return () => {
      live = false;
    };
  }, [attendance, formScreen]);

  // Choosing a card starts the demo tree, whichever it is: the template shows the walk, not each service.
  useEffect(() => {
    if (!starting) return;
    const timer = setTimeout(() => {
      setAttendance(startAttendance(demoTree));
      setStarting(null);
    }, CREATE_MS);
    return () => clearTimeout(timer);
  }, [starting]);

  useEffect(() => {
    if (creation.status !== 'creating') return;
    const timer = setTimeout(() => setCreation({ status: 'created', ticket: createdTicket }), CREATE_MS);
    return () => clearTimeout(timer);
  }, [creation.status]);

  if (!attendance) {
    return <ServicePanel trees={services} onStart={(tree) => setStarting(tree.nome)} startingTree={starting} />;
  }
  const from = attendance;
  const step = async (run: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
    } finally {
      setBusy(false);
    }
  };
  const end = () => {
    setAttendance(null);
    setForm(undefined);
    setCreation({ status: 'idle' });
  };
  return (
    <div className="ch-page">
      <h1 className="ch-page__title" style={{ maxWidth: '48rem', marginInline: 'auto' }}>
        {from.tree.nome}
      </h1>
      <AttendanceView
        attendance={from}
        form={form}
        lists={lists}
        faq={{ url: '/api/faq/1', status: 'ready', article: faqArticle }}
        creation={creation}
        busy={busy}
        onChooseOption={(option) => setAttendance(chooseOption(from, option))}
        onAnswerTutorial={(solved) => void step(async () => setAttendance(await answerTutorial(from, solved, env)))}
        onSubmitForm={(values: FormValues) =>
          void step(async () => {
            const result = await submitForm(from, values, env);
            if (result.errors) setForm({ attendance: from, values, errors: result.errors });
            else setAttendance(result.attendance);
          })
        }
        onBack={() => (from.history.length === 0 ? end() : setAttendance(goBack(from)))}
        onCancel={end}
        onCreateTicket={() => setCreation({ status: 'creating' })}
        onFinish={end}
        onDismissError={() => setCreation({ status: 'idle' })}
      />
    </div>
  );
}
