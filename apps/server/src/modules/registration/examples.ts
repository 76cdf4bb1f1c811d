/** Request examples published in the OpenAPI document; a test posts each one. */
const person = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  password: 'Str0ng!pass',
  phone_number_code: '+44',
  phone_number: '20 7946 0958',
  teams: 'ada.lovelace',
  telegram: '@ada_ads',
  terms: true,
};

export const clientCompanyExample = {
  ...person,
  account_type: 'advertiser',
  legal_type: 'company',
  email: 'ada@example.com',
  trading_name: 'Analytical Ads',
  legal_company_name: 'Analytical Ads Ltd',
  website_url: 'https://analytical-ads.example.com',
  country: 'GB',
  city: 'London',
  address: '12 St James Square',
  zip_code: 'SW1Y 4JH',
  company_registration_number: '01234567',
  billing_email: 'billing@example.com',
};

export const clientIndividualExample = {
  ...person,
  account_type: 'advertiser',
  legal_type: 'individual',
  email: 'ada.individual@example.com',
  country: 'DE',
  city: 'Berlin',
  address: 'Unter den Linden 1',
  zip_code: '10117',
  vat_number: 'DE123456789',
  billing_email: 'ada.billing@example.com',
  phone_number_code: '+49',
  phone_number: '30 901820',
};

export const guestCompanyExample = {
  ...person,
  account_type: 'guest-ssp',
  legal_type: 'company',
  email: 'guest@example.com',
  trading_name: 'Traffic Guest',
  legal_company_name: 'Traffic Guest LLC',
  website_url: 'https://traffic-guest.example.com',
  country: 'US',
  phone_number_code: '+1',
  phone_number: '212 555 0187',
};

export const registrationExamples = {
  client: [clientCompanyExample, clientIndividualExample],
  guest: [guestCompanyExample],
};
