import { explanatoryText, type TextField } from '@chamados/tree-engine';
import { micromark } from 'micromark';
import { useMemo } from 'react';

/** Props of {@link MarkdownText}. */
export interface MarkdownTextProps {
  field: TextField;
}

/**
 * A `texto` field (spec §2): explanatory paragraphs in markdown, rendered by micromark with
 * dangerous HTML and dangerous link protocols off (ARCHITECTURE.md §8), so a tree's author can
 * format text but never inject markup.
 * @example <MarkdownText field={{ tipo: 'texto', texto: 'Informe **onde** você estava.' }} />
 */
export function MarkdownText({ field }: MarkdownTextProps) {
  const html = useMemo(() => micromark(explanatoryText(field), { allowDangerousHtml: false, allowDangerousProtocol: false }), [field]);
  return <div className="ch-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
