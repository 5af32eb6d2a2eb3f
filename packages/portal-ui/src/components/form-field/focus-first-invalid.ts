const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

/**
 * Focuses the first control marked invalid inside `root` (document order is the form's field
 * order); for an invalid group (check boxes, a table, an attachment box) its first control. The
 * control's label, help and error are then read together.
 * @example focusFirstInvalid(formElement)
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
  (target ?? invalid).focus();
}
