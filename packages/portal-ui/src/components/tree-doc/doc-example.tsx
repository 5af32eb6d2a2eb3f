import { treeNameInText } from '@chamados/tree-engine';
import { useId, useState } from 'react';
import { tAdmin } from '../../messages/t-admin';
import { Button } from '../button/button';

/** Props of {@link DocExample}. */
export interface DocExampleProps {
  yaml: string;
}

/**
 * A YAML example of the guide, named after its tree, with a 'Copiar' button: the whole tree goes
 * to the clipboard, ready to paste into the editor, and the outcome shows beside the button.
 * @example <DocExample yaml={texto} />
 */
export function DocExample({ yaml }: DocExampleProps) {
  const id = useId();
  const name = treeNameInText(yaml)?.name ?? '';
  const [outcome, setOutcome] = useState('');
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setOutcome(tAdmin('admin.doc.copyFailed'));
    void clipboard.writeText(yaml).then(
      () => setOutcome(tAdmin('admin.doc.copied', { name })),
      () => setOutcome(tAdmin('admin.doc.copyFailed')),
    );
  };
  return (
    <figure className="ch-tree-doc__example" aria-labelledby={id}>
      <figcaption className="ch-tree-doc__example-head">
        <span id={id}>{tAdmin('admin.doc.example', { name })}</span>
        <span role="status" className="ch-tree-doc__copied">
          {outcome}
        </span>
        <Button icon="copy" aria-label={tAdmin('admin.doc.copyExample', { name })} onClick={copy}>
          {tAdmin('admin.doc.copy')}
        </Button>
      </figcaption>
      <pre tabIndex={0}>
        <code className="language-yaml">{yaml}</code>
      </pre>
    </figure>
  );
}
