import { PlainAlert } from '@/shared/ui/plain/plain-alert';
import { PlainButton } from '@/shared/ui/plain/plain-button';
import { PlainGroup } from '@/shared/ui/plain/plain-group';

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
 * way back and the submit. While the submit runs, going back waits for its answer. Plain elements
 * in the kit's look, as the settings forms' frame: the form stack's chunk carries no kit code.
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
        <PlainAlert color="red" role="alert">
          {formMessage}
        </PlainAlert>
      ) : null}
      <PlainGroup justify="flex-end" mt="sm">
        <PlainButton variant="default" onClick={onBack} disabled={submitting}>
          {backLabel}
        </PlainButton>
        <PlainButton type="submit" color={destructive ? 'red.9' : undefined} loading={submitting}>
          {submitLabel}
        </PlainButton>
      </PlainGroup>
    </>
  );
}
