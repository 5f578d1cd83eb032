import '@mantine/core/styles/Input.css';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cssVars } from './css-vars';

interface OwnProps {
  label: string;
  description?: ReactNode;
  /** The field's message, shown under it and named by it for assistive technology. */
  error?: ReactNode;
}

export type PlainTextInputProps = OwnProps & Omit<ComponentPropsWithRef<'input'>, keyof OwnProps>;
export type PlainTextareaProps = OwnProps & Omit<ComponentPropsWithRef<'textarea'>, keyof OwnProps>;

/**
 * The kit's TextInput as plain elements: label, description, input and error with the kit's class
 * names, data attributes and CSS variables (plain-kit.test.tsx compares), drawn by the kit's
 * stylesheet. A form of text fields then paints without the kit's input code.
 */
export function PlainTextInput({ label, description, error, ...input }: PlainTextInputProps) {
  const field = useFieldFrame('TextInput', { id: input.id, description, error, required: input.required });
  return (
    <FieldFrame field={field} label={label} description={description} error={error}>
      <input {...field.inputProps} {...input} id={field.id} />
    </FieldFrame>
  );
}

/** The kit's Textarea (without autosize) as plain elements, as PlainTextInput. */
export function PlainTextarea({ label, description, error, ...textarea }: PlainTextareaProps) {
  const field = useFieldFrame('Textarea', {
    id: textarea.id,
    description,
    error,
    required: textarea.required,
  });
  return (
    <FieldFrame field={field} label={label} description={description} error={error} multiline>
      <textarea {...field.inputProps} {...textarea} id={field.id} />
    </FieldFrame>
  );
}

type FieldName = 'TextInput' | 'Textarea';

/** The kit's font size for the default `sm` field, less 2 px for the description and the error. */
const smallerText = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';
/** The gap the kit leaves between the input and a description above it or an error below. */
const inputOffset = 'calc(var(--mantine-spacing-xs) / 2)';

function useFieldFrame(
  name: FieldName,
  {
    id: givenId,
    description,
    error,
    required,
  }: { id?: string; description?: ReactNode; error?: ReactNode; required?: boolean },
) {
  const generatedId = useId();
  // The label, description and error are named after the field's id, as the kit names them.
  const id = givenId ?? generatedId;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasDescription = description !== undefined && description !== null;
  // As the kit writes it: the error's id, a success message's (never shown here), the description's.
  const describedBy = `${hasError ? `${id}-error` : ''}  ${hasDescription ? `${id}-description` : ''}`.trim();
  return {
    id,
    name,
    hasError,
    hasDescription,
    required: required === true,
    inputProps: {
      className: `m_8fb7ebe7 mantine-Input-input mantine-${name}-input`,
      'data-variant': 'default',
      'data-error': hasError || undefined,
      'aria-invalid': hasError || undefined,
      'aria-describedby': describedBy === '' ? undefined : describedBy,
    },
  };
}

interface FieldFrameProps extends OwnProps {
  field: ReturnType<typeof useFieldFrame>;
  multiline?: boolean;
  children: ReactNode;
}

function FieldFrame({ field, label, description, error, multiline, children }: FieldFrameProps) {
  const { id, name, hasError, hasDescription, required } = field;
  return (
    <div
      className={`m_46b77525 mantine-InputWrapper-root mantine-${name}-root`}
      data-error={hasError || undefined}
      data-size="sm"
    >
      <label
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${name}-label`}
        data-required={required || undefined}
        data-size="sm"
        htmlFor={id}
        id={`${id}-label`}
        style={cssVars({ '--input-label-size': 'var(--mantine-font-size-sm)' })}
      >
        {label}
        {required ? (
          <span className={`m_78a94662 mantine-InputWrapper-required mantine-${name}-required`} aria-hidden>
            {' *'}
          </span>
        ) : null}
      </label>
      {hasDescription ? (
        <p
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${name}-description`}
          data-size="sm"
          id={`${id}-description`}
          style={cssVars({ '--input-description-size': smallerText })}
        >
          {description}
        </p>
      ) : null}
      <div
        className={`m_6c018570 mantine-Input-wrapper mantine-${name}-wrapper`}
        data-error={hasError || undefined}
        data-multiline={multiline || undefined}
        data-size="sm"
        data-variant="default"
        style={cssVars({
          '--input-fz': 'var(--mantine-font-size-sm)',
          '--input-height': 'var(--input-height-sm)',
          '--input-margin-top': hasDescription ? inputOffset : undefined,
          '--input-margin-bottom': hasError ? inputOffset : undefined,
          '--input-padding-y': multiline ? 'var(--input-padding-y-sm)' : undefined,
        })}
      >
        {children}
      </div>
      {hasError ? (
        <p
          className={`m_8f816625 mantine-InputWrapper-error mantine-${name}-error`}
          data-size="sm"
          id={`${id}-error`}
          style={cssVars({ '--input-error-size': smallerText })}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
