import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import { useId, type ReactNode } from 'react';
import { useVariantColors } from './kit-colors';
import { cssVars } from './css-vars';
import { spacing } from './style-props';

interface PlainAlertProps {
  color: string;
  /** Written as the kit writes an explicit variant; the colours are the light variant's either way. */
  variant?: 'light';
  /** Without one, the message alone (the kit then names the alert by its message only). */
  title?: string;
  role: 'alert' | 'status';
  /** The kit's `p`: padding other than the stylesheet's. */
  p?: 'xs';
  /** The kit's `radius={0}`: a banner across the page. */
  square?: boolean;
  /** With both, a close button (the kit's CloseButton, transparent, 16 px). */
  onClose?: () => void;
  closeButtonLabel?: string;
  children: ReactNode;
}

/**
 * The kit's Alert (light variant, title, message, optional close button) as plain elements: the
 * same class names, data attributes, CSS variables and title/message ids (plain-kit.test.tsx
 * compares), drawn by the kit's stylesheet.
 */
export function PlainAlert({
  color,
  variant,
  title,
  role,
  p,
  square,
  onClose,
  closeButtonLabel,
  children,
}: PlainAlertProps) {
  const colors = useVariantColors('light', color);
  const id = useId();
  const withCloseButton = onClose !== undefined;
  const vars = cssVars({
    '--alert-radius': square ? '0rem' : undefined,
    '--alert-bg': colors.background,
    '--alert-color': colors.color,
    '--alert-bd': colors.border,
  });
  return (
    <div
      style={p ? { ...vars, padding: spacing(p) } : vars}
      className="m_66836ed3 mantine-Alert-root"
      data-variant={variant}
      id={id}
      role={role}
      aria-describedby={`${id}-body`}
      aria-labelledby={title === undefined ? undefined : `${id}-title`}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667c2793 mantine-Alert-body">
          {title === undefined ? null : (
            <div
              className="m_6a03f287 mantine-Alert-title"
              data-with-close-button={withCloseButton || undefined}
            >
              <span id={`${id}-title`} className="m_698f4f23 mantine-Alert-label">
                {title}
              </span>
            </div>
          )}
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message" data-variant={variant}>
            {children}
          </div>
        </div>
        {withCloseButton ? (
          <button
            style={cssVars({ '--cb-size': CLOSE_SIZE, '--cb-icon-size': CLOSE_SIZE })}
            className="mantine-focus-auto mantine-active m_87f54839 mantine-Alert-closeButton m_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root"
            data-variant="transparent"
            type="button"
            aria-label={closeButtonLabel}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
    </div>
  );
}

const CLOSE_SIZE = 'calc(1rem * var(--mantine-scale))';

/** The kit's close icon. */
function CloseIcon() {
  return (
    <svg
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      style={{ width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' }}
    >
      <path
        d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
