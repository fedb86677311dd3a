import { registerWorker, type RegisterWorker } from './registerWorker';
import { useWorkerUpdate } from './useWorkerUpdate';
import './UpdatePrompt.css';

const updateMessages = { ready: 'A new version is ready', reload: 'Reload' } as const;

/** Only the production build has a service worker; the dev server and tests have none. */
const defaultRegister = import.meta.env.PROD ? registerWorker : undefined;

/**
 * Says that a new version has been downloaded and waits for the user to reload, so an update never
 * throws away a half-filled form. The status region is always present, so its message is announced.
 */
export function UpdatePrompt({ register = defaultRegister }: { register?: RegisterWorker | undefined }) {
  const { needRefresh, reload } = useWorkerUpdate(register);
  return (
    <div role="status" className={needRefresh ? 'update-prompt update-prompt--shown' : 'update-prompt'}>
      {needRefresh && (
        <>
          <span className="update-prompt__text">{updateMessages.ready}</span>
          <button type="button" className="button button--primary" onClick={reload}>
            {updateMessages.reload}
          </button>
        </>
      )}
    </div>
  );
}
