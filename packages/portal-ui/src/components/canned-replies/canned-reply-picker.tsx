import type { CannedReply } from '@chamados/api-contract';
import { useId, useState } from 'react';
import { tDesk } from '../../messages/t-desk';
import { Button } from '../button/button';
import { withoutRepeatedGreeting } from './without-repeated-greeting';

/** Props of {@link CannedReplyPicker}. */
export interface CannedReplyPickerProps {
  /** As respostas prontas, pelo título; ausentes enquanto carregam ('Carregando as respostas prontas…'). */
  replies?: readonly CannedReply[];
  /** Põe o texto da resposta escolhida na mensagem, onde está o cursor. */
  onInsert: (text: string) => void;
  /**
   * Preenche as variáveis {nome}, {protocolo}, {servico} e {atendente} com os dados deste chamado
   * antes de inserir; sem ela, o texto entra como foi escrito.
   */
  fill?: (text: string) => string;
  /** A mensagem como está: se já começa com uma saudação ('Olá, Ana!'), a da resposta pronta não é repetida. */
  message?: string;
  /** Enquanto a mensagem é enviada, nada pode ser inserido. */
  disabled?: boolean;
}

/**
 * 'Respostas prontas': a list of the canned replies by title and 'Inserir resposta pronta', which
 * puts the chosen one's text into the message at the cursor — its variables filled in from the
 * ticket, and without its greeting when the message already opens with one — and says so in a
 * live region.
 * @example <ReplyEditor … tools={(insert) => <CannedReplyPicker replies={data} onInsert={insert} />} />
 */
export function CannedReplyPicker({ replies, onInsert, fill = (text) => text, message = '', disabled = false }: CannedReplyPickerProps) {
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
          onInsert(withoutRepeatedGreeting(fill(reply.corpo), message));
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
