/** Loads the ALTCHA widget's code once (the module system keeps it); failures are logged. */
export function loadCaptcha(): void {
  import('./altcha-setup.ts').catch((error: unknown) =>
    console.error('The captcha could not be loaded', error),
  );
}
