import { Stack, Stepper, Title } from '@mantine/core';
import { type AccountType, defaultAccountType, type RegistrationMode } from '@panel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountTypeStep } from './account-type-step.tsx';
import { GeneralInfoStep } from './general-info-step.tsx';
import { ModeSwitch } from './mode-switch.tsx';

interface RegistrationWizardProps {
  mode: RegistrationMode;
  onModeChange: (mode: RegistrationMode) => void;
}

/** Two steps in a read-only stepper (spec section 2): Next and Back are the only ways to move. */
export function RegistrationWizard({ mode, onModeChange }: RegistrationWizardProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<0 | 1>(0);
  const [accountType, setAccountType] = useState<AccountType>(() => defaultAccountType(mode));

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
        <AccountTypeStep
          mode={mode}
          value={accountType}
          onChange={setAccountType}
          onNext={() => setStep(1)}
        />
      ) : (
        <GeneralInfoStep mode={mode} accountType={accountType} onBack={() => setStep(0)} />
      )}
    </Stack>
  );
}
