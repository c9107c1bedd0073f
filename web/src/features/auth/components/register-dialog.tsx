import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { useDefineTrialBonus } from '@/features/bonus/api/define-trial-bonus';
import { AuthDialogShell } from '@/features/auth/components/auth-dialog-shell';
import { Celebration } from '@/features/auth/components/celebration';
import { PhoneCodeSteps } from '@/features/auth/components/phone-code-steps';
import { type Registered, RegisterForm } from '@/features/auth/components/register-form';
import { DialogSwitch } from '@/features/auth/components/text-link';
import { useOpenSupport } from '@/hooks/use-open-support';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useDialogStore } from '@/stores/dialog-store';

type View =
  | { name: 'form' }
  | { name: 'verify'; registered: Registered }
  | { name: 'granting' }
  | { name: 'celebrate'; trialBonusAmount: number; verified: boolean; refusal: string | null };

/**
 * Product §2/§4 registration: the form; then, with the trial bonus chosen, the phone verification (phone
 * prefilled and locked, the code sent at once) and, once verified, the trial bonus is granted
 * (`bonus/definetrialbonus`) and celebrated with its amount — or its refusal said; without the trial bonus the
 * amount is 0 and the celebration shows at once (the phone can be verified later from the account).
 */
export function RegisterDialog() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const show = useDialogStore((state) => state.show);
  const close = useDialogStore((state) => state.close);
  const openSupport = useOpenSupport();
  const language = useLanguage();
  const defineTrialBonus = useDefineTrialBonus();
  const [view, setView] = useState<View>({ name: 'form' });

  const registered = (result: Registered) => {
    if (result.trialBonusAmount > 0) setView({ name: 'verify', registered: result });
    else setView({ name: 'celebrate', trialBonusAmount: 0, verified: false, refusal: null });
  };

  const grantTrialBonus = () => {
    setView({ name: 'granting' });
    defineTrialBonus.mutate(undefined, {
      onSuccess: (grant) => {
        notify.success(t('celebration.granted', { amount: formatMoney(grant.amount, language) }), { id: 'trial-bonus' });
        setView({ name: 'celebrate', trialBonusAmount: grant.amount, verified: true, refusal: null });
      },
      onError: (error) => {
        notify.error(error.message, { id: 'trial-bonus' });
        setView({ name: 'celebrate', trialBonusAmount: 0, verified: true, refusal: error.message });
      },
    });
  };

  if (view.name === 'verify') {
    return (
      <AuthDialogShell name="register" title={t('verify.title')}>
        <PhoneCodeSteps
          variant="register"
          initialPhone={view.registered.phone}
          autoSend
          onVerified={grantTrialBonus}
          onSkip={close}
        />
      </AuthDialogShell>
    );
  }

  if (view.name === 'granting') {
    return (
      <AuthDialogShell name="register" title={t('verify.title')}>
        <div className="my-auto">
          <LoadingIndicator />
        </div>
      </AuthDialogShell>
    );
  }

  if (view.name === 'celebrate') {
    return (
      <AuthDialogShell name="register" title={t('celebration.title')} titleHidden>
        <Celebration
          trialBonusAmount={view.trialBonusAmount}
          verified={view.verified}
          refusal={view.refusal}
          onDeposit={() => {
            close();
            void navigate('/dashboard/deposit');
          }}
          onLiveChat={() => {
            close();
            openSupport();
          }}
        />
      </AuthDialogShell>
    );
  }

  return (
    <AuthDialogShell name="register" title={t('register.title')} description={t('register.intro')} wide>
      <RegisterForm onRegistered={registered} />
      <DialogSwitch prompt={t('register.alreadyMember')} action={t('register.signInNow')} onClick={() => show('login')} />
    </AuthDialogShell>
  );
}
