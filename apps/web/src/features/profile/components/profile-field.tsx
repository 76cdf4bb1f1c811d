import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type Country, isVatCountry } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/components/country/country-select';
import { PhoneCodeSelect } from '@/components/country/phone-code-select';
import type { ProfileField as Field, ProfileValues } from '../utils/profile-values.ts';

interface ProfileFieldProps {
  field: Field;
  form: UseFormReturnType<ProfileValues>;
  countries: readonly Country[];
}

const INPUT_TYPE: Partial<Record<Field, string>> = {
  billing_email: 'email',
  website_url: 'url',
  phone_number: 'tel',
};

/** One editable input of the profile, chosen by the field's name. */
export function ProfileField({ field, form, countries }: ProfileFieldProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  const common = {
    ...form.getInputProps(field),
    label: t(`fields.${field}`),
    withAsterisk: field !== 'teams',
  };

  if (field === 'country') {
    return (
      <CountrySelect
        {...common}
        countries={countries}
        value={values.country || null}
        onChange={(alpha2) => form.setFieldValue('country', alpha2 ?? '')}
      />
    );
  }
  if (field === 'phone_number_code') {
    return (
      <PhoneCodeSelect
        {...common}
        countries={countries}
        value={values.phone_number_code ?? ''}
        preferredCountry={values.country}
        onChange={(dialCode) => form.setFieldValue('phone_number_code', dialCode)}
      />
    );
  }
  const vat = field === 'vat_number' && isVatCountry(values.country);
  return (
    <TextInput
      {...common}
      label={vat ? t('fields.vat_number.vat') : common.label}
      description={field === 'teams' ? t('common.optional') : undefined}
      type={INPUT_TYPE[field] ?? 'text'}
    />
  );
}
