import { Alert, Button, Group } from '@mantine/core';

interface FormFooterProps {
  formMessage: string | null;
  backLabel: string;
  submitLabel: string;
  submitting: boolean;
  onBack: () => void;
  /** The submit undoes something for a guest (a reject, a cancel): it reads as a warning. */
  destructive?: boolean;
}

/**
 * The foot of a form in a dialog or opened in place: the message that belongs to no field, then the
 * way back and the submit. While the submit runs, going back waits for its answer.
 */
export function FormFooter({
  formMessage,
  backLabel,
  submitLabel,
  submitting,
  onBack,
  destructive = false,
}: FormFooterProps) {
  return (
    <>
      {formMessage ? (
        <Alert color="red" role="alert">
          {formMessage}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onBack} disabled={submitting}>
          {backLabel}
        </Button>
        <Button type="submit" color={destructive ? 'red.9' : undefined} loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
