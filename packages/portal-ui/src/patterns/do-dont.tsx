import type { ReactNode } from 'react';
import './do-dont.css';

/** Props of {@link DoDont}. */
export interface DoDontProps {
  /** What to do, drawn with the real components. */
  faca: ReactNode;
  /** Why it is right, in one sentence. */
  porqueFaca: string;
  /** What not to do, drawn with the real components. */
  naoFaca: ReactNode;
  /** Why it is wrong, in one sentence. */
  porqueNaoFaca: string;
}

/**
 * A 'Faça / Não faça' pair for the patterns pages: both sides drawn with the real components,
 * each with the sentence that says why. Outside Storybook's docs styles (`sb-unstyled`), so the
 * components look as in the portal.
 * @example <DoDont faca={<Button variant="primary">Salvar</Button>} porqueFaca="…" naoFaca={…} porqueNaoFaca="…" />
 */
export function DoDont({ faca, porqueFaca, naoFaca, porqueNaoFaca }: DoDontProps) {
  return (
    <div className="ch-do-dont sb-unstyled">
      <figure className="ch-do-dont__side">
        <div className="ch-do-dont__example">{faca}</div>
        <figcaption className="ch-do-dont__caption">
          <strong className="ch-do-dont__verdict">Faça</strong>
          {porqueFaca}
        </figcaption>
      </figure>
      <figure className="ch-do-dont__side ch-do-dont__side--dont">
        <div className="ch-do-dont__example">{naoFaca}</div>
        <figcaption className="ch-do-dont__caption">
          <strong className="ch-do-dont__verdict">Não faça</strong>
          {porqueNaoFaca}
        </figcaption>
      </figure>
    </div>
  );
}
