import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <section className="centered-message">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link className="button" to={paths.home}>
        Go to Home
      </Link>
    </section>
  );
}
