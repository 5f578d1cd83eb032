import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Badge.css';
import { Badge, VisuallyHidden } from '@mantine/core';
import { badgeContent } from './badge-count';

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
        <Badge
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
        <Badge
          size="sm"
          circle={content.length < 2}
          color="red"
          variant="filled"
          aria-hidden="true"
          data-testid="count-badge"
        >
          {content}
        </Badge>
      )}
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}
