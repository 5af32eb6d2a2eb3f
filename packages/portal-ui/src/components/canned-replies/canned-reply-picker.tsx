import type { CannedReply } from '@chamados/api-contract';
import { useId, useState } from 'react';
import { tDesk } from '../../messages/t-desk';
import { Button } from '../button/button';

/** Props of {@link CannedReplyPicker}. */
export interface CannedReplyPickerProps {
  /** `GET /api/agente/respostas-prontas`; undefined while loading. */
  replies?: readonly CannedReply[];
  /** Puts the chosen reply's text into the message (the reply editor's `insert`). */
  onInsert: (text: string) => void;
  disabled?: boolean;
}

/**
 * 'Respostas prontas': a list of the canned replies by title and 'Inserir resposta pronta', which
 * puts the chosen one's text into the message at the cursor and says so in a live region.
 * @example <ReplyEditor … tools={(insert) => <CannedReplyPicker replies={data} onInsert={insert} />} />
 */
export function CannedReplyPicker({ replies, onInsert, disabled = false }: CannedReplyPickerProps) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [said, setSaid] = useState('');
  const loading = replies === undefined;
  const none = !loading && replies.length === 0;
  const reply = replies?.find((item) => String(item.id) === chosen);
  return (
    <div className="ch-canned-picker">
      <div className="ch-field">
        <label htmlFor={id} className="ch-field__label">
          {tDesk('desk.ticket.canned')}
        </label>
        <select id={id} className="ch-input ch-select" value={chosen} disabled={disabled || loading || none} aria-busy={loading || undefined} onChange={(event) => setChosen(event.target.value)}>
          <option value="">{loading ? tDesk('desk.ticket.canned.loading') : none ? tDesk('desk.ticket.canned.none') : tDesk('desk.ticket.canned.choose')}</option>
          {(replies ?? []).map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.titulo}
            </option>
          ))}
        </select>
      </div>
      <Button
        icon="plus"
        disabled={disabled || !reply}
        onClick={() => {
          if (!reply) return;
          onInsert(reply.corpo);
          setSaid(tDesk('desk.ticket.canned.inserted', { titulo: reply.titulo }));
          setChosen('');
        }}
      >
        {tDesk('desk.ticket.canned.insert')}
      </Button>
      <p role="status" className="ch-visually-hidden">
        {said}
      </p>
    </div>
  );
}
