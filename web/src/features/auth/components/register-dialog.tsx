import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthDialogShell } from '@/features/auth/components/auth-dialog-shell';
import { Celebration } from '@/features/auth/components/celebration';
import { PhoneCodeSteps } from '@/features/auth/components/phone-code-steps';
import { type Registered, RegisterForm } from '@/features/auth/components/register-form';
import { DialogSwitch } from '@/features/auth/components/text-link';
import { useActionStore } from '@/stores/action-store';
import { useDialogStore } from '@/stores/dialog-store';

type View = { name: 'form' } | { name: 'verify'; registered: Registered } | { name: 'celebrate'; trialBonusAmount: number };

/**
 * Spec §2/§4 registration: the form, then the phone verification steps (phone prefilled and
 * locked; sent at once when a trial bonus was chosen), then the celebration.
 */
export function RegisterDialog() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const show = useDialogStore((state) => state.show);
  const close = useDialogStore((state) => state.close);
  const toggleChat = useActionStore((state) => state.toggleChat);
  const [view, setView] = useState<View>({ name: 'form' });

  if (view.name === 'verify') {
    const { registered } = view;
    return (
      <AuthDialogShell name="register" title={t('verify.title')}>
        <PhoneCodeSteps
          variant="register"
          initialPhone={registered.phone}
          autoSend={registered.trialBonusAmount > 0}
          onVerified={() => setView({ name: 'celebrate', trialBonusAmount: registered.trialBonusAmount })}
          onSkip={close}
        />
      </AuthDialogShell>
    );
  }

  if (view.name === 'celebrate') {
    return (
      <AuthDialogShell name="register" title={t('celebration.title')} titleHidden>
        <Celebration
          trialBonusAmount={view.trialBonusAmount}
          onDeposit={() => {
            close();
            void navigate('/dashboard/deposit');
          }}
          onLiveChat={() => {
            close();
            toggleChat();
          }}
        />
      </AuthDialogShell>
    );
  }

  return (
    <AuthDialogShell name="register" title={t('register.title')} description={t('register.intro')} wide>
      <RegisterForm onRegistered={(registered) => setView({ name: 'verify', registered })} />
      <DialogSwitch prompt={t('register.alreadyMember')} action={t('register.signInNow')} onClick={() => show('login')} />
    </AuthDialogShell>
  );
}
