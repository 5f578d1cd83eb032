import { badgeContent } from './badge-count';
import { PlainVisuallyHidden } from './plain/plain-visually-hidden';
import { PlainBadge } from './plain/plain-badge';

interface CountBadgeProps {
  count: number | null | undefined;
  /** Read by screen readers as part of the link's name, e.g. "3 unread messages". */
  label: string;
}

/** A count pill beside a navigation label: the number up to 10, a dot above, nothing for none. */
export function CountBadge({ count, label }: CountBadgeProps) {
  const content = badgeContent(count);
  if (content === null) return null;
  return (
    <>
      {content === '' ? (
        <PlainBadge
          size="xs"
          circle
          color="red"
          variant="filled"
          aria-hidden="true"
          data-testid="count-badge"
          w={10}
          h={10}
          p={0}
          miw={10}
        />
      ) : (
        <PlainBadge
          size="sm"
          circle={content.length < 2}
          color="red"
          variant="filled"
          aria-hidden="true"
          data-testid="count-badge"
        >
          {content}
        </PlainBadge>
      )}
      <PlainVisuallyHidden>{label}</PlainVisuallyHidden>
    </>
  );
}
