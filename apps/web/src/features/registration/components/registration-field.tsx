import { Anchor, Checkbox, Group, PasswordInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type Country, isVatCountry } from '@panel/contract';
import { Trans, useTranslation } from 'react-i18next';
import { CountrySelect } from '@/components/country/country-select';
import { dialCodeOf, PhoneCodeSelect } from '@/components/country/phone-code-select';
import { env } from '@/config/env';
import type { RegistrationField as Field, RegistrationValues } from '../utils/registration-values.ts';

interface RegistrationFieldProps {
  field: Field;
  form: UseFormReturnType<RegistrationValues>;
  countries: readonly Country[];
}

const AUTOCOMPLETE: Partial<Record<Field, string>> = {
  trading_name: 'organization',
  website_url: 'url',
  city: 'address-level2',
  address: 'street-address',
  zip_code: 'postal-code',
  firstname: 'given-name',
  lastname: 'family-name',
  email: 'email',
  password: 'new-password',
  phone_number: 'tel-national',
};

const INPUT_TYPE: Partial<Record<Field, string>> = {
  email: 'email',
  billing_email: 'email',
  website_url: 'url',
  phone_number: 'tel',
};

const text = (value: RegistrationValues[string]) => (typeof value === 'string' ? value : '');

/** One input of step 2, chosen by the field's name. */
export function RegistrationField({ field, form, countries }: RegistrationFieldProps) {
  const { t } = useTranslation();
  const values = form.getValues();

  if (field === 'country') {
    return (
      <CountrySelect
        {...form.getInputProps('country')}
        label={t('fields.country')}
        withAsterisk
        countries={countries}
        value={text(values.country) || null}
        onChange={(alpha2) => {
          form.setFieldValue('country', alpha2 ?? '');
          // The country's own dial code is the likely one; a code already chosen is kept.
          const country = countries.find((c) => c.alpha2 === alpha2);
          if (country && !text(values.phone_number_code))
            form.setFieldValue('phone_number_code', dialCodeOf(country));
        }}
      />
    );
  }
  if (field === 'phone_number_code') {
    return (
      <PhoneCodeSelect
        {...form.getInputProps('phone_number_code')}
        label={t('fields.phone_number_code')}
        withAsterisk
        countries={countries}
        value={text(values.phone_number_code)}
        preferredCountry={text(values.country)}
        onChange={(dialCode) => form.setFieldValue('phone_number_code', dialCode)}
      />
    );
  }
  if (field === 'terms') {
    return (
      <Checkbox
        {...form.getInputProps('terms', { type: 'checkbox' })}
        label={
          <Trans
            i18nKey="registration.acceptTerms"
            components={{
              terms: (
                <Anchor
                  href={env.VITE_TERMS_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  inherit
                  underline="always"
                />
              ),
            }}
          />
        }
      />
    );
  }
  if (field === 'password') {
    const error = form.errors.password;
    return (
      <PasswordInput
        {...form.getInputProps('password')}
        label={t('fields.password')}
        withAsterisk
        autoComplete="new-password"
        // Mantine's PasswordInput marks errors with data-invalid only; screen readers need aria-invalid.
        aria-invalid={Boolean(error)}
        description={error ? undefined : t('validation.password')}
      />
    );
  }

  const label =
    field === 'vat_number' && isVatCountry(text(values.country))
      ? t('fields.vat_number.vat')
      : t(`fields.${field}`);
  return (
    <TextInput
      {...form.getInputProps(field)}
      label={label}
      withAsterisk={field !== 'teams'}
      description={field === 'teams' ? t('common.optional') : undefined}
      type={INPUT_TYPE[field] ?? 'text'}
      autoComplete={AUTOCOMPLETE[field]}
    />
  );
}

/** The phone code and number share one row, as they are read together. */
export function PhoneFields({ form, countries }: Omit<RegistrationFieldProps, 'field'>) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <div style={{ flex: '0 0 8.5rem' }}>
        <RegistrationField field="phone_number_code" form={form} countries={countries} />
      </div>
      <div style={{ flex: 1 }}>
        <RegistrationField field="phone_number" form={form} countries={countries} />
      </div>
    </Group>
  );
}
