import { beforeEach, describe, expect, it } from 'vitest';
import { useDialogStore } from '@/stores/dialog-store';

describe('dialog store', () => {
  beforeEach(() => useDialogStore.getState().close());

  it('keeps one dialog open at a time: opening one closes the other', () => {
    const { show } = useDialogStore.getState();
    show('login');
    expect(useDialogStore.getState().open).toBe('login');
    show('register');
    expect(useDialogStore.getState().open).toBe('register');
    show('sms');
    expect(useDialogStore.getState().open).toBe('sms');
    useDialogStore.getState().close();
    expect(useDialogStore.getState().open).toBeNull();
  });

  it('remembers a guarded destination across the dialogs until it is taken or the dialogs close', () => {
    const { show } = useDialogStore.getState();
    show('login', { afterLogin: '/dashboard/account' });
    show('register');
    expect(useDialogStore.getState().takeAfterLogin()).toBe('/dashboard/account');
    expect(useDialogStore.getState().takeAfterLogin()).toBeNull();

    show('login', { afterLogin: '/dashboard/deposit' });
    useDialogStore.getState().close();
    expect(useDialogStore.getState().afterLogin).toBeNull();
  });
});
