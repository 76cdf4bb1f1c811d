import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import {
  ACCOUNT_TYPES,
  type AccountType,
  accountTypeOptions,
  isAccountTypeAllowed,
  type RegistrationMode,
} from '@panel/contract';
import { useTranslation } from 'react-i18next';

interface AccountTypeStepProps {
  mode: RegistrationMode;
  value: AccountType;
  onChange: (accountType: AccountType) => void;
  onNext: () => void;
}

const isAccountType = (value: string): value is AccountType =>
  (ACCOUNT_TYPES as readonly string[]).includes(value);

/** Step 1: the account type, as radio cards; options the mode does not allow are shown disabled. */
export function AccountTypeStep({ mode, value, onChange, onNext }: AccountTypeStepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('registration.accountTypeLabel')}
        value={value}
        onChange={(next) => isAccountType(next) && onChange(next)}
      >
        <Stack gap="xs" mt="xs">
          {accountTypeOptions(mode).map((option) => (
            <Radio.Card
              key={option.value}
              value={option.value}
              disabled={!option.enabled}
              p="md"
              radius="md"
              style={option.enabled ? undefined : { opacity: 0.55, cursor: 'not-allowed' }}
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator disabled={!option.enabled} />
                <div>
                  <Text fw={600}>{t(`registration.accountType.${option.value}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`registration.accountTypeText.${option.value}`)}
                  </Text>
                  {!option.enabled && (
                    // Why it cannot be chosen here, and where it can (issue 18).
                    <Text size="xs" mt={4}>
                      {t(`registration.disabledWhy.${mode}.${option.value}`)}
                    </Text>
                  )}
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button onClick={onNext} disabled={!isAccountTypeAllowed(mode, value)}>
          {t('registration.next')}
        </Button>
      </Group>
    </Stack>
  );
}
