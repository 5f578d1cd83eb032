import '@mantine/core/styles/UnstyledButton.css';
import type { ComponentPropsWithRef } from 'react';
import type { Link } from 'react-router';

type PlainUnstyledButtonProps =
  | ({ component?: 'button' } & ComponentPropsWithRef<'button'>)
  | ({ component: typeof Link } & ComponentPropsWithRef<typeof Link>);

/** The kit's UnstyledButton as one plain element, drawn by the kit's stylesheet (plain-kit.test.tsx compares). */
export function PlainUnstyledButton({
  component = 'button',
  className,
  ...others
}: PlainUnstyledButtonProps) {
  const Component = component as 'button';
  return (
    <Component
      className={`mantine-focus-auto m_87cf2631 mantine-UnstyledButton-root${className ? ` ${className}` : ''}`}
      type={component === 'button' ? 'button' : undefined}
      {...(others as ComponentPropsWithRef<'button'>)}
    />
  );
}
