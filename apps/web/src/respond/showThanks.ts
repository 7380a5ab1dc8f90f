/** Focus on the thanks, in the middle of the screen: clear of the notification at the top. */
export function showThanks(element: HTMLElement | null): void {
  element?.focus({ preventScroll: true });
  element?.scrollIntoView?.({ block: 'center' });
}
