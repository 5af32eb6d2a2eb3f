/**
 * The download name of a tree (spec §2): its name with every non-word character replaced by an
 * underscore, plus '.yaml'.
 * @example treeFileName('Rede sem fio (Wi-Fi)') // 'Rede_sem_fio__Wi_Fi_.yaml'
 */
export function treeFileName(name: string): string {
  return `${name.replace(/\W/g, '_')}.yaml`;
}

/** The file types the loader accepts. */
export const TREE_FILE_TYPES = '.yaml,.yml';

/** Saves `text` as a file through a temporary link (no server round trip). */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/yaml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
