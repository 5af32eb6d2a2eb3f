import { formatTime } from '../../lib/format-time';
import { tAdmin } from '../../messages/t-admin';
import { Button } from '../button/button';

/** Props of {@link RemoteChangeNotice}. */
export interface RemoteChangeNoticeProps {
  /**
   * Quem salvou depois que a pessoa abriu a página; o aviso diz o nome.
   * @remarks Who saved the record after the admin opened it, and when (ISO 8601).
   */
  by: string;
  /** Quando essa pessoa salvou; o aviso diz a hora. */
  at: string;
  /**
   * O que foi alterado, que o aviso nomeia: uma árvore ou uma resposta pronta.
   * @remarks What the record is: 'arvore' or 'resposta' (the sentence names it).
   */
  what?: 'arvore' | 'resposta';
  /**
   * O que acontece ao apertar 'Comparar com a minha': a versão salva aparece ao lado da sua.
   * @remarks 'Comparar com a minha': shows the saved version against the admin's.
   */
  onCompare: () => void;
}

/**
 * Said while a record is open when someone else saves it ('Bruno salvou esta árvore às 14:32,
 * depois que você a abriu.'), before the admin's own save would be refused, with a way to compare.
 * @example <RemoteChangeNotice by="Bruno" at="2025-06-01T17:32:00Z" onCompare={compare} />
 */
export function RemoteChangeNotice({ by, at, what = 'arvore', onCompare }: RemoteChangeNoticeProps) {
  return (
    <div className="ch-remote-change" role="status">
      <p>{tAdmin('admin.remote.saved', { nome: by, hora: formatTime(at), what })}</p>
      <Button icon="history" onClick={onCompare}>
        {tAdmin('admin.remote.compare')}
      </Button>
    </div>
  );
}
