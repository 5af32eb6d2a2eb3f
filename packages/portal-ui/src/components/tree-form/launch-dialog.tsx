import { useId, useState } from 'react';
import { tAdmin } from '../../messages/t-admin';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

/** What a launch asks: the share of the students (none: everyone) and 'O que mudou'. */
export interface LaunchOptions {
  /** 1–99: a gradual launch to that percent of the students; absent: everyone. */
  parcela?: number;
  nota?: string;
}

/** Props of {@link LaunchDialog}. */
export interface LaunchDialogProps {
  /** O nome da árvore, no título do diálogo. */
  name: string;
  /**
   * A árvore já tem uma versão lançada: o diálogo oferece substituí-la para todos ou lançar a nova
   * para uma parte dos estudantes.
   * @remarks The tree has a launched version: the launch replaces it, or goes to a share of the
   * students.
   */
  launched: boolean;
  /**
   * Quantos caracteres cabem em 'O que mudou'; o contador mostra quantos faltam.
   * @remarks How long the note may be (the contract's `VERSION_NOTE_MAX`).
   */
  noteMax?: number;
  /** O que acontece ao apertar 'Lançar' no diálogo, com para quem e o texto de 'O que mudou'. */
  onConfirm: (options: LaunchOptions) => void;
  /** O que acontece ao apertar 'Cancelar' (ou Esc): nada é lançado. */
  onCancel: () => void;
}

/** The shares offered in one click; any whole number from 1 to 99 may be typed. */
const PRESETS = [10, 50];

/**
 * 'Lançar árvore': asks first, with an optional 'O que mudou' (kept with the version, shown in the
 * versions list and the diff) and, for a tree already launched, to whom: 'Todos os estudantes' or
 * 'Uma parte dos estudantes' ('10%', '50%', a number), a gradual launch compared with the
 * version in production on the statistics page.
 * @example <LaunchDialog name="Impressora" launched onConfirm={launch} onCancel={close} />
 */
export function LaunchDialog({ name, launched, noteMax = 500, onConfirm, onCancel }: LaunchDialogProps) {
  const ids = useId();
  const [gradual, setGradual] = useState(false);
  const [share, setShare] = useState('10');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const parcela = Number(share);
  const shareValid = /^\d{1,2}$/.test(share.trim()) && parcela >= 1 && parcela <= 99;

  const confirm = () => {
    if (gradual && !shareValid) {
      setError(tAdmin('admin.launch.shareInvalid'));
      document.getElementById(`${ids}-parcela`)?.focus();
      return;
    }
    const nota = note.trim();
    onConfirm({ ...(gradual ? { parcela } : {}), ...(nota ? { nota } : {}) });
  };

  return (
    <Dialog
      open
      title={tAdmin('admin.form.confirm.launch.title')}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>{tAdmin('common.cancel')}</Button>
          <Button variant="primary" icon="send" onClick={confirm}>
            {gradual && shareValid ? tAdmin('admin.launch.toShare', { parcela }) : tAdmin('admin.form.launch')}
          </Button>
        </>
      }
    >
      <p>{tAdmin(launched ? 'admin.form.confirm.launch.text' : 'admin.form.confirm.firstLaunch.text', { name })}</p>
      {launched ? (
        <fieldset className="ch-launch__who">
          <legend className="ch-field__label">{tAdmin('admin.launch.who')}</legend>
          <label className="ch-launch__option">
            <input type="radio" name={`${ids}-quem`} checked={!gradual} onChange={() => setGradual(false)} />
            {tAdmin('admin.launch.everyone')}
          </label>
          <label className="ch-launch__option">
            <input type="radio" name={`${ids}-quem`} checked={gradual} onChange={() => setGradual(true)} />
            {tAdmin('admin.launch.share')}
          </label>
          {gradual ? (
            <div className="ch-launch__share">
              <label htmlFor={`${ids}-parcela`} className="ch-field__label">
                {tAdmin('admin.launch.percent')}
              </label>
              <div className="ch-launch__share-row">
                <input
                  id={`${ids}-parcela`}
                  className="ch-input ch-launch__percent"
                  inputMode="numeric"
                  value={share}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${ids}-parcela-ajuda${error ? ` ${ids}-parcela-erro` : ''}`}
                  onChange={(event) => {
                    setShare(event.target.value.replace('%', ''));
                    setError(undefined);
                  }}
                />
                <span aria-hidden="true">%</span>
                {PRESETS.map((preset) => (
                  <Button key={preset} onClick={() => (setShare(String(preset)), setError(undefined))} aria-pressed={share === String(preset)}>
                    {tAdmin('admin.launch.preset', { parcela: preset })}
                  </Button>
                ))}
              </div>
              <p id={`${ids}-parcela-ajuda`} className="ch-field__help">
                {tAdmin('admin.launch.shareHelp')}
              </p>
              {error ? (
                <p id={`${ids}-parcela-erro`} className="ch-field__error" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ) : null}
      <label htmlFor={`${ids}-nota`} className="ch-field__label">
        {tAdmin('admin.launch.note')}
      </label>
      <textarea id={`${ids}-nota`} className="ch-input ch-launch__note" rows={3} maxLength={noteMax} value={note} onChange={(event) => setNote(event.target.value)} />
    </Dialog>
  );
}
