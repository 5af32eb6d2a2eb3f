import { useCallback, useState } from 'react';

/** The last outcome of an action: whether it worked and what to say. */
export interface Outcome {
  ok: boolean;
  text: string;
  /** Counts the outcomes, so the same words said twice are announced twice. */
  n: number;
}

/**
 * The outcome of the last action of a form (saved, moved, deleted, or why not), and `announce` to
 * set it.
 * @example const [outcome, announce] = useOutcome(); announce(true, 'Resposta pronta salva.');
 */
export function useOutcome(): [Outcome | undefined, (ok: boolean, text: string) => void] {
  const [outcome, setOutcome] = useState<Outcome>();
  const announce = useCallback((ok: boolean, text: string) => setOutcome((before) => ({ ok, text, n: (before?.n ?? 0) + 1 })), []);
  return [outcome, announce];
}

/**
 * A polite live region that says the last outcome, in green when it worked and red when it did
 * not (the words say it too). The region stays in the page from the start, so screen readers
 * hear each new outcome; a new one replaces the paragraph, so repeated words are spoken again.
 * @example <OutcomeStatus outcome={outcome} />
 */
export function OutcomeStatus({
  outcome,
}: {
  /**
   * O resultado da última ação, de sucesso (verde) ou de erro (vermelho), anunciado aos leitores
   * de tela; sem ele, a linha fica vazia.
   */
  outcome: Outcome | undefined;
}) {
  return (
    <div role="status" className="ch-outcome">
      {outcome ? (
        <p key={outcome.n} className={outcome.ok ? 'ch-outcome__ok' : 'ch-outcome__failed'}>
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
