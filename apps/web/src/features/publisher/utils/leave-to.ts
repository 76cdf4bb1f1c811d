/** A full redirect that Back does not return from (the redirect page would only send the browser on again). */
export function leaveTo(href: string): void {
  window.location.replace(href);
}
