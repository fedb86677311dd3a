import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isOpenMessage } from './openMessage';

/**
 * A tapped notification's screen, in the window already open: the service worker posts the path and
 * the app moves there itself (a navigation of the page would lose a half-filled form).
 */
export function useOpenMessages(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if (isOpenMessage(event.data)) void navigate(event.data.path);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => {
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, [navigate]);
}
