import { treeNameInText } from '@chamados/tree-engine';
import { useId } from 'react';
import { t } from '../../messages/t';
import { Button } from '../button/button';

/** Props of {@link DocExample}. */
export interface DocExampleProps {
  yaml: string;
  /** Copies the example; resolves when the clipboard has it. */
  onCopy: (yaml: string, name: string) => void;
}

/**
 * A YAML example of the guide, named after its tree, with a 'Copiar' button: the whole tree goes
 * to the clipboard, ready to paste into the editor.
 * @example <DocExample yaml={texto} onCopy={copy} />
 */
export function DocExample({ yaml, onCopy }: DocExampleProps) {
  const id = useId();
  const name = treeNameInText(yaml)?.name ?? '';
  return (
    <figure className="ch-tree-doc__example" aria-labelledby={id}>
      <figcaption id={id} className="ch-tree-doc__example-head">
        <span>{t('admin.doc.example', { name })}</span>
        <Button icon="copy" aria-label={t('admin.doc.copyExample', { name })} onClick={() => onCopy(yaml, name)}>
          {t('admin.doc.copy')}
        </Button>
      </figcaption>
      <pre>
        <code className="language-yaml">{yaml}</code>
      </pre>
    </figure>
  );
}
