import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import { useEffect, useState, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';
import type { Link } from 'react-router';
import { PlainLoader } from './plain-loader';
import { spacing } from './style-props';
import { useVariantColors, type PlainVariant } from './kit-colors';
import classes from './plain-button.module.css';

interface OwnProps {
  variant?: PlainVariant;
  color?: string;
  size?: 'xs' | 'sm' | 'md';
  justify?: CSSProperties['justifyContent'];
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** Shows the kit's loader over the label, sliding in and out as the kit's Button does. */
  loading?: boolean;
  'data-disabled'?: boolean;
  /** The kit's `mt`. */
  mt?: 'xs';
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

type PlainButtonProps = OwnProps &
  (
    | ({ component?: 'button' } & Omit<ComponentPropsWithRef<'button'>, keyof OwnProps>)
    | ({ component: 'a' } & Omit<ComponentPropsWithRef<'a'>, keyof OwnProps>)
    | ({ component: typeof Link } & Omit<ComponentPropsWithRef<typeof Link>, keyof OwnProps>)
  );

/** How long the kit's Button takes to slide its loader in or out. */
const LOADER_MS = 150;

/**
 * The kit's Button as plain elements: the same element, class names, data attributes and CSS
 * variables (plain-kit.test.tsx renders both and compares), so the kit's stylesheet draws it, but
 * without the kit's component code, its group parts and its transition engine on the first screen.
 * Only what the first screen uses: a few variants and sizes, sections, justify, loading.
 */
export function PlainButton(props: PlainButtonProps) {
  const {
    component = 'button',
    variant,
    color,
    size,
    justify,
    leftSection,
    rightSection,
    loading,
    'data-disabled': dataDisabled,
    mt,
    className,
    style,
    children,
    ...others
  } = props;
  const colors = useVariantColors(variant, color);
  const loaderShown = useShownWhile(loading === true, LOADER_MS);
  // As the kit's Transition: a loader there from the first render does not slide in.
  const [loadingAtMount, setLoadingAtMount] = useState(loading === true);
  if (loadingAtMount && !loading) setLoadingAtMount(false);
  const disabledProp = 'disabled' in others ? others.disabled : undefined;
  const disabled = disabledProp || loading;
  const vars = {
    '--button-justify': justify,
    '--button-height': size && `var(--button-height-${size})`,
    '--button-padding-x': size && `var(--button-padding-x-${size})`,
    '--button-fz': size && `var(--mantine-font-size-${size})`,
    '--button-bg': colors.named ? colors.background : undefined,
    '--button-hover': colors.named ? colors.hover : undefined,
    '--button-color': colors.color,
    '--button-bd': colors.named ? colors.border : undefined,
    '--button-hover-color': colors.named ? colors.hoverColor : undefined,
    ...(mt ? { marginTop: spacing(mt) } : {}),
    ...style,
  } as CSSProperties;
  const active = !disabled && !dataDisabled;
  const loaderClass = loading ? (loadingAtMount ? classes.loaderShown : classes.loaderIn) : classes.loaderOut;
  const Component = component as 'button';
  return (
    <Component
      style={vars}
      className={`mantine-focus-auto${active ? ' mantine-active' : ''} m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root${className ? ` ${className}` : ''}`}
      data-variant={variant}
      data-size={size}
      data-disabled={disabledProp || dataDisabled || undefined}
      data-loading={loading || undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
      type={component === 'button' ? 'button' : undefined}
      {...(others as ComponentPropsWithRef<'button'>)}
      disabled={disabled || undefined}
    >
      {loaderShown ? (
        <span className={`m_a25b86ee mantine-Button-loader ${loaderClass}`} aria-hidden>
          <PlainLoader color="var(--button-color)" size="calc(var(--button-height) / 1.8)" />
        </span>
      ) : null}
      <span className="m_80f1301b mantine-Button-inner">
        {leftSection ? (
          <span className="m_a74036a mantine-Button-section" data-position="left">
            {leftSection}
          </span>
        ) : null}
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
        {rightSection ? (
          <span className="m_a74036a mantine-Button-section" data-position="right">
            {rightSection}
          </span>
        ) : null}
      </span>
    </Component>
  );
}

/** True while `on` is, and for `exitMs` after it turns off (the loader's slide out). */
function useShownWhile(on: boolean, exitMs: number): boolean {
  const [shown, setShown] = useState(on);
  if (on && !shown) setShown(true);
  useEffect(() => {
    if (on || !shown) return;
    const timer = setTimeout(() => setShown(false), exitMs);
    return () => clearTimeout(timer);
  }, [on, shown, exitMs]);
  return shown;
}
