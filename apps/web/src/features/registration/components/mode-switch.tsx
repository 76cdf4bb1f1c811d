import { SegmentedControl } from '@mantine/core';
import { REGISTRATION_MODES, type RegistrationMode, registrationModeFrom } from '@panel/contract';
import { useTranslation } from 'react-i18next';

interface ModeSwitchProps {
  value: RegistrationMode;
  onChange: (mode: RegistrationMode) => void;
}

/** The client/guest switch at the top of the wizard. */
export function ModeSwitch({ value, onChange }: ModeSwitchProps) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      fullWidth
      aria-label={t('registration.modeLabel')}
      value={value}
      onChange={(next) => onChange(registrationModeFrom(next))}
      data={REGISTRATION_MODES.map((mode) => ({ value: mode, label: t(`registration.mode.${mode}`) }))}
    />
  );
}
