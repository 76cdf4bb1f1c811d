/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the publisher area (another host); without it /pub/redirect/ only explains where it lives. */
  /** Terms and conditions page opened from the registration form; defaults to /terms. */
  readonly VITE_TERMS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
