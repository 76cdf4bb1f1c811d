/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the publisher area (another host); without it /pub/redirect/ only explains where it lives. */
  /** Terms and conditions page opened from the registration form; defaults to /terms. */
  readonly VITE_TERMS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Each UI language named in itself, made at build time (vite-language-names.ts). */
declare const __LANGUAGE_NAMES__: Readonly<Record<string, string>>;
