import { Anchor, Canvas, Controls, Description, DocsContext, DocsStory, Subheading, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { useContext } from 'react';
import type { PreparedStory } from 'storybook/internal/types';
import { componentTitle } from './titles';
import { VIEWPORTS, type ViewportKey } from './viewports';

/** The phone a story is shown on (`globals: PHONE_GLOBALS`), if any. */
export function storyPhone(story: Pick<PreparedStory, 'storyGlobals'>): (typeof VIEWPORTS)[ViewportKey] | undefined {
  const value = (story.storyGlobals?.viewport as { value?: string } | undefined)?.value;
  const viewport = value ? VIEWPORTS[value as ViewportKey] : undefined;
  return viewport?.type === 'mobile' ? viewport : undefined;
}

/**
 * A phone story on a docs page: in its own frame at the phone's width, so the stylesheets' media
 * queries lay it out as on the phone (inline it would take the page's 1000 px).
 */
function PhoneStory({ story, primary }: { story: PreparedStory; primary?: boolean }) {
  const phone = storyPhone(story)!;
  return (
    <Anchor storyId={primary ? `primary--${story.id}` : story.id}>
      {primary ? null : (
        <>
          <Subheading>{story.name}</Subheading>
          <Description of={story.moduleExport} />
        </>
      )}
      <p className="ch-docs-aparelho">{phone.name}</p>
      {/* The canvas's 1 px border on each side is not the phone's. */}
      <div className="ch-docs-telefone" style={{ width: `calc(${phone.styles.width} + 2px)` }} data-phone-story={story.id}>
        <Canvas of={story.moduleExport} story={{ inline: false, height: phone.styles.height }} />
      </div>
    </Anchor>
  );
}

function StoryBlock({ story, primary = false }: { story: PreparedStory; primary?: boolean }) {
  if (storyPhone(story)) return <PhoneStory story={story} primary={primary} />;
  return primary ? (
    <DocsStory of={story.moduleExport} expanded={false} withToolbar __primary />
  ) : (
    <DocsStory of={story.moduleExport} expanded __forceInitialArgs />
  );
}

/**
 * Every component's docs page: the Portuguese name as its title with the code name under it, the
 * usage text, the stories (phone ones at the phone's width) and the props.
 */
export function DocsPage() {
  const { csfFile, preparedMeta } = useOf('meta', ['meta']);
  const context = useContext(DocsContext);
  const stories = context
    .componentStoriesFromCSFFile(csfFile)
    .filter((story) => story.tags?.includes('autodocs') && !story.usesMount);
  const { nome, codigo, sinonimos } = componentTitle(preparedMeta.title);
  const primary = stories[0];
  return (
    <>
      <Title>{nome}</Title>
      {codigo ? (
        <p className="ch-docs-codigo">
          No código: <code>{codigo}</code>
          {sinonimos.length > 0 ? <> · também se procura por {sinonimos.join(', ')}</> : null}
        </p>
      ) : null}
      <Subtitle />
      <Description of="meta" />
      {stories.length === 1 && primary ? <Description of={primary.moduleExport} /> : null}
      {primary ? <StoryBlock story={primary} primary /> : null}
      {/* A 'Telas' template is a whole screen: its props are the screens' own, documented on their pages. */}
      {preparedMeta.title.startsWith('Telas/') ? null : <Controls />}
      {stories.length > 1 ? (
        <>
          <h2 className="ch-docs-historias">Histórias</h2>
          {stories.map((story) => (
            <StoryBlock key={story.id} story={story} />
          ))}
        </>
      ) : null}
    </>
  );
}
