import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { isApiError } from './api-error';
import { showErrorToast } from './error-toast';

export type ApiMutationOptions<TData, TVariables, TContext> = UseMutationOptions<
  TData,
  Error,
  TVariables,
  TContext
> & {
  /** Set false when the caller shows the error itself (a form mapping field errors, say). */
  errorToast?: boolean;
};

/**
 * `useMutation` whose failures show the error toast. The toast belongs to the caller's
 * mutation options, not to an HTTP interceptor: every write opts in where it is made,
 * and can opt out.
 */
export function useApiMutation<TData = unknown, TVariables = void, TContext = unknown>(
  options: ApiMutationOptions<TData, TVariables, TContext>,
): UseMutationResult<TData, Error, TVariables, TContext> {
  const { i18n } = useTranslation();
  const { errorToast = true, onError, ...rest } = options;
  return useMutation<TData, Error, TVariables, TContext>({
    ...rest,
    onError: (error, variables, onMutateResult, context) => {
      // Only a write sent with If-Match can get a 412, and the form that sent it asks the host what
      // to do (save-conflict-dialog): a toast would say the same thing twice.
      if (errorToast && !(isApiError(error) && error.isPreconditionFailed)) showErrorToast(error, i18n);
      return onError?.(error, variables, onMutateResult, context);
    },
  });
}
