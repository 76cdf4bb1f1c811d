import { Alert, Button, Fieldset, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type AccountType,
  type Country,
  LEGAL_TYPES,
  type LegalType,
  PATHS,
  type RegistrationMode,
  registrationSchema,
} from '@panel/contract';
import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { isApiError } from '@/lib/api-error';
import { zodFormValidate } from '@/lib/zod-form-validate';
import { useRegister } from '../api/register.ts';
import {
  buildValues,
  type RegistrationValues,
  SECTIONS,
  visibleFields,
} from '../utils/registration-values.ts';
import { PhoneFields, RegistrationField } from './registration-field.tsx';

interface RegistrationFormProps {
  mode: RegistrationMode;
  accountType: AccountType;
  countries: readonly Country[];
  /** Whether the server asks for a solved captcha with the sign-up (production builds). */
  captcha: boolean;
  onBack: () => void;
  /** What was typed before (Back to step 1, the client/guest switch): the form starts from it. */
  draft?: RegistrationDraft | undefined;
  onDraft?: ((draft: RegistrationDraft) => void) | undefined;
}

/** Step 2 as typed so far, kept above the wizard so going back or switching modes loses nothing. */
export interface RegistrationDraft {
  legalType: LegalType;
  values: RegistrationValues;
}

const isLegalType = (value: string): value is LegalType => (LEGAL_TYPES as readonly string[]).includes(value);

const definedOf = (values: RegistrationValues): RegistrationValues =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));

function draftOf(
  previous: RegistrationDraft | undefined,
  values: RegistrationValues,
  legalType: unknown,
): RegistrationDraft {
  return {
    legalType: typeof legalType === 'string' && isLegalType(legalType) ? legalType : 'company',
    values: { ...previous?.values, ...definedOf(values) },
  };
}

export function RegistrationForm({
  mode,
  accountType,
  countries,
  captcha,
  onBack,
  draft,
  onDraft,
}: RegistrationFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegister();
  const [legalType, setLegalType] = useState<LegalType>(draft?.legalType ?? 'company');
  const latest = useRef<RegistrationDraft | undefined>(draft);
  const schema = useMemo(() => registrationSchema(mode, legalType), [mode, legalType]);
  const validate = useMemo(() => zodFormValidate<RegistrationValues>(schema, t), [schema, t]);
  const form = useForm<RegistrationValues>({
    initialValues: buildValues(mode, accountType, draft?.legalType ?? 'company', draft?.values),
    validate,
    validateInputOnBlur: true,
    // Every change reaches the draft; fields hidden now (another legal type) keep what they had.
    onValuesChange: (values) => {
      latest.current = draftOf(latest.current, values, values.legal_type);
      onDraft?.(latest.current);
    },
  });

  const [captchaPayload, setCaptchaPayload] = useState<string | null>(null);
  // A solution is good for one attempt; a new key mounts a fresh widget with a new challenge.
  const [captchaRound, setCaptchaRound] = useState(0);
  const onCaptchaChange = useCallback((payload: string | null) => setCaptchaPayload(payload), []);

  const fields = new Set<string>(visibleFields(mode, legalType));
  const valid = schema.safeParse(form.values).success && (!captcha || captchaPayload !== null);

  const changeLegalType = (next: string) => {
    if (!isLegalType(next)) return;
    setLegalType(next);
    // Fields the other legal type showed come back as they were typed.
    form.setValues(
      buildValues(mode, accountType, next, { ...latest.current?.values, ...definedOf(form.getValues()) }),
    );
    form.clearErrors();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(form.getValues());
    if (!parsed.success || registration.isPending || (captcha && !captchaPayload)) return;
    registration.mutate(
      { mode, body: captchaPayload ? { ...parsed.data, altcha: captchaPayload } : parsed.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('registration.success') });
          // The login page starts with the e-mail just registered (issue 18).
          void navigate(PATHS.login, { state: { email: parsed.data.email } });
        },
        onError: (error) => {
          if (isApiError(error)) form.setErrors(error.fields);
          if (!captcha) return;
          setCaptchaPayload(null);
          setCaptchaRound((round) => round + 1);
        },
      },
    );
  };

  // Without an answer from the server there is no message of its own to show.
  const failure = registration.error?.message.startsWith('error #')
    ? t('login.oops')
    : registration.error?.message;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SegmentedControl
          aria-label={t('registration.legalTypeLabel')}
          value={legalType}
          onChange={changeLegalType}
          data={LEGAL_TYPES.map((type) => ({ value: type, label: t(`registration.legal.${type}`) }))}
        />
        {SECTIONS.filter((section) => section.fields.some((field) => fields.has(field))).map((section) => (
          <Fieldset
            key={section.title}
            legend={
              <Text component="span" fw={600} size="sm" c="dimmed" tt="uppercase">
                {t(section.title)}
              </Text>
            }
            variant="unstyled"
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              {section.fields
                .filter((field) => fields.has(field) && field !== 'phone_number')
                .map((field) =>
                  field === 'phone_number_code' ? (
                    <PhoneFields key={field} form={form} countries={countries} />
                  ) : (
                    <RegistrationField key={field} field={field} form={form} countries={countries} />
                  ),
                )}
            </SimpleGrid>
          </Fieldset>
        ))}
        <RegistrationField field="terms" form={form} countries={countries} />
        {captcha && <CaptchaField key={captchaRound} onChange={onCaptchaChange} />}
        {failure && (
          <Alert color="red" role="alert" title={t('registration.failed')}>
            {failure}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('registration.back')}
          </Button>
          <Button type="submit" disabled={!valid} loading={registration.isPending}>
            {t('registration.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
