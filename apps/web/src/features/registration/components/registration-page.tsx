import { Anchor, Paper, Text } from '@mantine/core';
import {
  type AccountType,
  defaultAccountType,
  isAccountTypeAllowed,
  PATHS,
  type RegistrationMode,
  registrationModeFrom,
} from '@panel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { RegistrationDraft } from './registration-form.tsx';
import { RegistrationWizard } from './registration-wizard.tsx';

/**
 * /registration?as=client|guest&type=…&step=2. The mode, the account type and the step live in
 * the address, so a link can open either wizard and the browser's Back goes from step 2 to step 1;
 * what was typed in step 2 is kept here, above the wizard, so Back and the client/guest switch
 * lose nothing (issue 18).
 */
export function RegistrationPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = registrationModeFrom(searchParams.get('as'));
  const asked = searchParams.get('type');
  const accountType =
    asked && isAccountTypeAllowed(mode, asked as AccountType)
      ? (asked as AccountType)
      : defaultAccountType(mode);
  const step = searchParams.get('step') === '2' ? 1 : 0;
  const [draft, setDraft] = useState<RegistrationDraft | undefined>(undefined);

  const change = (set: Record<string, string | null>, replace: boolean) =>
    setSearchParams(
      (params) => {
        for (const [key, value] of Object.entries(set))
          if (value === null) params.delete(key);
          else params.set(key, value);
        return params;
      },
      { replace },
    );

  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={760}>
      <RegistrationWizard
        mode={mode}
        onModeChange={(next: RegistrationMode) => change({ as: next, type: null }, true)}
        step={step}
        // Next adds a history entry, so the browser's Back returns to step 1.
        onStep={(next) => change({ step: next === 1 ? '2' : null, type: accountType }, next === 0)}
        accountType={accountType}
        onAccountType={(next) => change({ type: next }, true)}
        draft={draft}
        onDraft={setDraft}
      />
      <Text size="sm" ta="center" mt="lg">
        {t('registration.haveAccount')}{' '}
        <Anchor component={Link} to={PATHS.login} underline="always">
          {t('registration.signIn')}
        </Anchor>
      </Text>
    </Paper>
  );
}
