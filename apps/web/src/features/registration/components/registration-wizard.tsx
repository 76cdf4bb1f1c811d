import { Stack, Stepper, Title } from '@mantine/core';
import type { AccountType, RegistrationMode } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { AccountTypeStep } from './account-type-step.tsx';
import { GeneralInfoStep } from './general-info-step.tsx';
import { ModeSwitch } from './mode-switch.tsx';
import type { RegistrationDraft } from './registration-form.tsx';

interface RegistrationWizardProps {
  mode: RegistrationMode;
  onModeChange: (mode: RegistrationMode) => void;
  /** 0: the account type; 1: the general information (the address says which: `?step=2`). */
  step: 0 | 1;
  onStep: (step: 0 | 1) => void;
  accountType: AccountType;
  onAccountType: (accountType: AccountType) => void;
  draft: RegistrationDraft | undefined;
  onDraft: (draft: RegistrationDraft) => void;
}

/** Two steps in a read-only stepper (spec section 2): Next and Back are the only ways to move. */
export function RegistrationWizard({
  mode,
  onModeChange,
  step,
  onStep,
  accountType,
  onAccountType,
  draft,
  onDraft,
}: RegistrationWizardProps) {
  const { t } = useTranslation();
  const title =
    step === 0
      ? t('registration.title')
      : t('registration.titleAs', { role: t(`registration.as.${accountType}`) });

  return (
    <Stack gap="lg">
      <Title order={1} size="h3" ta="center">
        {title}
      </Title>
      <ModeSwitch value={mode} onChange={onModeChange} />
      <Stepper active={step} size="sm" aria-label={t('registration.steps')}>
        <Stepper.Step label={t('registration.step.accountType')} />
        <Stepper.Step label={t('registration.step.general')} />
      </Stepper>
      {step === 0 ? (
        <AccountTypeStep mode={mode} value={accountType} onChange={onAccountType} onNext={() => onStep(1)} />
      ) : (
        <GeneralInfoStep
          mode={mode}
          accountType={accountType}
          onBack={() => onStep(0)}
          draft={draft}
          onDraft={onDraft}
        />
      )}
    </Stack>
  );
}
