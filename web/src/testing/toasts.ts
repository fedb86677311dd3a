/** The texts of the toasts on screen, those leaving included (a toast fading out is still seen). */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => {
    const title = toast.querySelector('[data-title]')?.textContent ?? '';
    return title.trim();
  });
}
