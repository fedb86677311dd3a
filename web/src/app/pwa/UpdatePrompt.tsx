import { useState } from 'react';
import { registerWorker, type RegisterWorker } from './registerWorker';
import { useWorkerUpdate } from './useWorkerUpdate';
import './UpdatePrompt.css';

const updateMessages = { ready: 'A new version is ready', reload: 'Reload', later: 'Later' } as const;

/** Only the production build has a service worker; the dev server and tests have none. */
const defaultRegister = import.meta.env.PROD ? registerWorker : undefined;

/**
 * Says that a new version has been downloaded and waits for the user to reload, so an update never
 * throws away a half-filled form. It stands in the page's flow above the screen (it covers no button)
 * and 'Later' puts it away until the next start. The status region is always present, so its message
 * is announced.
 */
export function UpdatePrompt({ register = defaultRegister }: { register?: RegisterWorker | undefined }) {
  const { needRefresh, reload } = useWorkerUpdate(register);
  const [later, setLater] = useState(false);
  const shown = needRefresh && !later;
  return (
    <div role="status" className={shown ? 'update-prompt update-prompt--shown' : 'update-prompt'}>
      {shown && (
        <>
          <span className="update-prompt__text">{updateMessages.ready}</span>
          <span className="update-prompt__actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                setLater(true);
              }}
            >
              {updateMessages.later}
            </button>
            <button type="button" className="button button--primary" onClick={reload}>
              {updateMessages.reload}
            </button>
          </span>
        </>
      )}
    </div>
  );
}
