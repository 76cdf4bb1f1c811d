// ALTCHA 3 ships these regional string files without declarations (its other languages have them).
declare module 'altcha/i18n/es-es';
declare module 'altcha/i18n/es-419';
declare module 'altcha/i18n/fr-fr';
declare module 'altcha/i18n/pt-pt';
declare module 'altcha/i18n/pt-br';
declare module 'altcha/i18n/zh-cn';
declare module 'altcha/i18n/zh-tw';
