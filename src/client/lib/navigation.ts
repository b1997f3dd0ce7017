/**
 * Lets code outside React (the API base query) navigate with the router instead of reloading the page.
 * The shell registers the router's navigate function once it is mounted.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  current = navigate;
}

export function navigateTo(to: string, replace = true): void {
  if (current) current(to, { replace });
  else window.location.assign(to);
}
