import { enqueueSnackbar } from 'notistack';

/** The spec's toasts have a title and a text; 'destructive' ones are errors. One is visible at a time (provider). */
function show(variant: 'success' | 'error' | 'info' | 'warning', title: string, text?: string) {
  enqueueSnackbar(
    <span>
      <strong>{title}</strong>
      {text ? (
        <>
          <br />
          {text}
        </>
      ) : null}
    </span>,
    { variant },
  );
}

export const toast = {
  success: (title: string, text?: string) => show('success', title, text),
  error: (title: string, text?: string) => show('error', title, text),
  info: (title: string, text?: string) => show('info', title, text),
};

const FLASH_KEY = 'flashToast';

interface Flash {
  variant: 'success' | 'error' | 'info';
  title: string;
  text?: string;
}

/** A toast that survives the full redirects the spec asks for (login, register, logout). */
export function flashToast(flash: Flash): void {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
}

export function showFlashToast(): void {
  const stored = sessionStorage.getItem(FLASH_KEY);
  if (!stored) return;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    const flash = JSON.parse(stored) as Flash;
    show(flash.variant, flash.title, flash.text);
  } catch {
    // a malformed flash is dropped
  }
}
