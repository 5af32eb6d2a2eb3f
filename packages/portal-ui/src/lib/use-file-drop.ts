import { useState, type ClipboardEvent, type DragEvent } from 'react';

/** Where files handed to {@link useFileDrop}'s callback came from. */
export type FileDropSource = 'drop' | 'paste';

/** The handlers to spread on the element that takes dropped and pasted files. */
export interface FileDropHandlers<E extends Element> {
  onDragEnter: (event: DragEvent<E>) => void;
  onDragOver: (event: DragEvent<E>) => void;
  onDragLeave: (event: DragEvent<E>) => void;
  onDrop: (event: DragEvent<E>) => void;
  onPaste: (event: ClipboardEvent<E>) => void;
}

/**
 * The files of a paste that should become attachments: a screenshot or a copied image (the
 * clipboard holds only files, or files and the image's HTML). A paste that carries plain text —
 * cells from a spreadsheet, a paragraph from a document, a file name from the Finder — pastes the
 * text: office programs add a picture of what was copied, which nobody means to attach.
 * @example pastedFiles(event.clipboardData) // [File 'image.png'] for a screenshot
 */
export function pastedFiles(data: DataTransfer | null): File[] {
  if (!data || Array.from(data.types ?? []).includes('text/plain')) return [];
  return Array.from(data.files ?? []);
}

/**
 * Files dropped onto an element or pasted while focus is inside it (a text area, an attachment
 * box), with `dragging` true while files hover over it. A dropped file is always taken, even when
 * `disabled`: left to the browser, it would open the file and leave the page with its form.
 * @example const { dragging, handlers } = useFileDrop((files, source) => add(files, source)); <div {...handlers}>…</div>
 */
export function useFileDrop<E extends Element = HTMLElement>(
  onFiles: (files: File[], source: FileDropSource) => void,
  disabled = false,
): { dragging: boolean; handlers: FileDropHandlers<E> } {
  const [dragging, setDragging] = useState(false);

  function dragOver(event: DragEvent<E>) {
    if (!Array.from(event.dataTransfer.types ?? []).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setDragging(true);
  }

  return {
    dragging,
    handlers: {
      onDragEnter: dragOver,
      onDragOver: dragOver,
      onDragLeave(event) {
        // Moving between the element's children fires leave/enter pairs: only leaving it counts.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      },
      onDrop(event) {
        if (!Array.from(event.dataTransfer.types ?? []).includes('Files') && (event.dataTransfer.files?.length ?? 0) === 0) return;
        event.preventDefault();
        setDragging(false);
        const files = Array.from(event.dataTransfer.files ?? []);
        if (!disabled && files.length > 0) onFiles(files, 'drop');
      },
      onPaste(event) {
        const files = pastedFiles(event.clipboardData);
        if (files.length === 0) return;
        event.preventDefault();
        if (!disabled) onFiles(files, 'paste');
      },
    },
  };
}
