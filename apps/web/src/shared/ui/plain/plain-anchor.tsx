import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import type { ComponentPropsWithRef } from 'react';
import type { Link } from 'react-router';
import { textClasses, textLook } from './plain-text';
import { withStyleProps, type PlainStyleProps } from './style-props';

interface OwnProps extends PlainStyleProps {
  size?: 'sm';
  className?: string;
}

type PlainAnchorProps = OwnProps &
  (
    | ({ component?: 'a' } & Omit<ComponentPropsWithRef<'a'>, keyof OwnProps | 'color'>)
    | ({ component: typeof Link } & Omit<ComponentPropsWithRef<typeof Link>, keyof OwnProps | 'color'>)
  );

/**
 * The kit's Anchor (a Text drawn as a link, underlined on hover) as one plain element, drawn by the
 * kit's stylesheet (plain-kit.test.tsx compares).
 */
export function PlainAnchor(props: PlainAnchorProps) {
  const [inline, { component = 'a', size, className, ...others }] = withStyleProps(props);
  const look = textLook({ size });
  const Component = component as 'a';
  return (
    <Component
      style={{ ...look.vars, ...inline }}
      className={`${textClasses} m_849cf0da mantine-Anchor-root${className ? ` ${className}` : ''}`}
      {...look.data}
      data-underline="hover"
      {...(others as ComponentPropsWithRef<'a'>)}
    />
  );
}
