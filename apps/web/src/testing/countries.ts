import type { Country } from '@panel/contract';

const country = (id: number, label: string, alpha2: string, alpha3: string, dial: string): Country => ({
  id,
  label,
  value: alpha2,
  alpha2,
  alpha3,
  dial_code: dial,
  tier: 1,
  flag: alpha2.toLowerCase(),
});

/** A few countries of the countries call, two of them blocked and two sharing +1. */
export const COUNTRIES: Country[] = [
  country(1, 'Bangladesh', 'BD', 'BGD', '+880'),
  country(2, 'Canada', 'CA', 'CAN', '+1'),
  country(3, 'Cuba', 'CU', 'CUB', '+53'),
  country(4, 'Germany', 'DE', 'DEU', '+49'),
  country(5, 'Russia', 'RU', 'RUS', '+7'),
  country(6, 'Sweden', 'SE', 'SWE', '+46'),
  country(7, 'United Kingdom', 'GB', 'GBR', '+44'),
  country(8, 'United States', 'US', 'USA', '+1'),
];
