import { Alert, Button, Group } from '@mantine/core';

interface FormFooterProps {
  formMessage: string | null;
  backLabel: string;
  submitLabel: string;
  submitting: boolean;
  onBack: () => void;
}

/** The message that belongs to no field, then the way back and the answer itself. */
export function FormFooter({ formMessage, backLabel, submitLabel, submitting, onBack }: FormFooterProps) {
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
        <Button type="submit" color="red.9" loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
