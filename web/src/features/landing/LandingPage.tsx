import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function LandingPage() {
  return (
    <section className="landing">
      <h1 className="landing__title">Field Tracker</h1>
      <p className="landing__tagline">
        Keep your sales, placement and travel activities organised. Track visits, activities and expenses in
        one place.
      </p>
      <Link className="button button--primary button--large" to={paths.home}>
        Explore Now
      </Link>
    </section>
  );
}
