import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isChunkLoadError } from './chunkReload';

function describe(error: unknown): { title: string; detail: string } {
  if (isRouteErrorResponse(error)) {
    return { title: `${String(error.status)} ${error.statusText}`.trim(), detail: String(error.data) };
  }
  if (isChunkLoadError(error)) {
    return {
      title: 'This screen could not be loaded',
      detail: 'The app was probably updated since you opened it, or the connection dropped. Reload the page.',
    };
  }
  return {
    title: 'Something went wrong',
    detail: error instanceof Error ? error.message : 'An unexpected error stopped this screen.',
  };
}

/** The router's error screen: says what went wrong instead of leaving a blank page. */
export function RouteError() {
  const { title, detail } = describe(useRouteError());
  return (
    <section className="centered-message" role="alert">
      <h1>{title}</h1>
      <p>{detail}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          window.location.reload();
        }}
      >
        Reload
      </button>
      <Link className="button" to="/home" reloadDocument>
        Go to Home
      </Link>
    </section>
  );
}
