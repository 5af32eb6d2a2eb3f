import { AttendanceView, Button, tAdmin, TicketRequestPreview } from '@chamados/portal-ui';
import { parseTree, startAttendance, type Attendance } from '@chamados/tree-engine';
import { useId, useState } from 'react';
import { useWalk } from '../../walk';

/** Props of {@link TreeTestRun}. */
export interface TreeTestRunProps {
  /** The draft's YAML, as the editor holds it (Testar acts only when it has no error). */
  text: string;
  onClose: () => void;
}

const start = (text: string): Attendance | null => {
  const tree = parseTree(text).tree;
  return tree ? startAttendance(tree) : null;
};

/**
 * Test mode, 'Testando árvore' (spec §2): the user's walk screens (the shared walk runner in test
 * mode) on the draft, ending on the ticket request that would be sent; nothing is created.
 */
export function TreeTestRun({ text, onClose }: TreeTestRunProps) {
  const titleId = useId();
  const [attendance, setAttendance] = useState<Attendance | null>(() => start(text));
  const walk = useWalk({ attendance, onAttendanceChange: setAttendance, testMode: true, headingLevel: 3 });

  let body;
  if (walk.preview) {
    body = (
      <>
        <TicketRequestPreview request={walk.preview.request} closed={walk.preview.closed} />
        <div className="ch-tree-test__actions">
          <Button icon="arrow-left" onClick={walk.closePreview}>
            {tAdmin('admin.test.back')}
          </Button>
          <Button icon="play" onClick={() => setAttendance(start(text))}>
            {tAdmin('admin.test.restart')}
          </Button>
        </div>
      </>
    );
  } else if (walk.view) {
    body = <AttendanceView {...walk.view} />;
  } else {
    body = (
      <>
        <p role="status">{tAdmin('admin.test.ended')}</p>
        <Button icon="play" onClick={() => setAttendance(start(text))}>
          {tAdmin('admin.test.restart')}
        </Button>
      </>
    );
  }

  return (
    <section className="ch-tree-test" aria-labelledby={titleId}>
      <div className="ch-tree-test__head">
        <h2 id={titleId}>{tAdmin('admin.test.title')}</h2>
        <Button icon="close" onClick={onClose}>
          {tAdmin('admin.test.close')}
        </Button>
      </div>
      {body}
    </section>
  );
}
