export function UnderConstructionPage() {
  return (
    <section className="centered-message">
      <h1>We are Under Maintenance...</h1>
      <p>Will be Back Soon!</p>
    </section>
  );
}
