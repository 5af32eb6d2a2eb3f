import type { Diagnostic } from '@chamados/tree-engine';

/** Props of {@link TreeAside}. */
export interface TreeAsideProps {
  id: number | undefined;
  text: string;
  diagnostics: readonly Diagnostic[];
  goTo: (line: number, column?: number) => void;
  onRestore: (text: string) => void;
}

/** Beside the editor: the flow graph and the launched versions. */
export function TreeAside(_props: TreeAsideProps) {
  return null;
}
