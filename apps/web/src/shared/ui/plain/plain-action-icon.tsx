import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/ActionIcon.css';
import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import type { Link } from 'react-router';
import { useVariantColors, type PlainVariant } from './kit-colors';

interface OwnProps {
  variant?: PlainVariant;
  color?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

type PlainActionIconProps = OwnProps &
  (
    | ({ component?: 'button' } & Omit<ComponentPropsWithRef<'button'>, keyof OwnProps>)
    | ({ component: 'a' } & Omit<ComponentPropsWithRef<'a'>, keyof OwnProps>)
    | ({ component: typeof Link } & Omit<ComponentPropsWithRef<typeof Link>, keyof OwnProps>)
  );

/**
 * The kit's ActionIcon as plain elements: the same element, class names, data attributes and CSS
 * variables (plain-kit.test.tsx compares), drawn by the kit's stylesheet, without its component
 * code, group parts and loader transition on the first screen (no icon button there loads).
 * Other props (a tooltip's handlers, a ref) reach the element as on the kit's.
 */
export function PlainActionIcon(props: PlainActionIconProps) {
  const { component = 'button', variant, color, size, className, style, children, ...others } = props;
  const colors = useVariantColors(variant, color);
  const vars = {
    '--ai-size': size && `var(--ai-size-${size})`,
    '--ai-bg': colors.named ? colors.background : undefined,
    '--ai-hover': colors.named ? colors.hover : undefined,
    '--ai-hover-color': colors.named ? colors.hoverColor : undefined,
    '--ai-color': colors.color,
    '--ai-bd': colors.named ? colors.border : undefined,
    ...style,
  } as CSSProperties;
  const disabled = 'disabled' in others ? others.disabled : undefined;
  const Component = component as 'button';
  return (
    <Component
      style={vars}
      className={`mantine-focus-auto${disabled ? '' : ' mantine-active'} m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root${className ? ` ${className}` : ''}`}
      data-variant={variant}
      data-size={size}
      data-disabled={disabled || undefined}
      type={component === 'button' ? 'button' : undefined}
      {...(others as ComponentPropsWithRef<'button'>)}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">{children}</span>
    </Component>
  );
}
