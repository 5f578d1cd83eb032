import { describe, expect, it } from 'vitest';
import { spyOnToasts } from './testing/toast-spy';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS, showFailureToast, showSuccessToast } from './toast';

describe('toasts', () => {
  it('announce a confirmation politely and close it by themselves', () => {
    const show = spyOnToasts();
    showSuccessToast('Saved.');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Saved.', role: 'status', autoClose: SUCCESS_TOAST_MS }),
    );
  });

  it('announce a failure as an alert that stays longer', () => {
    const show = spyOnToasts();
    showFailureToast('Could not save.');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Could not save.', role: 'alert', autoClose: ERROR_TOAST_MS }),
    );
    expect(ERROR_TOAST_MS).toBeGreaterThan(SUCCESS_TOAST_MS);
  });
});
