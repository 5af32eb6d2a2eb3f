import type { LinkProps } from './link-component';

/** A link for stories: it stays on the story instead of navigating the preview frame. */
export function StoryLink({ onClick, ...props }: LinkProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}
