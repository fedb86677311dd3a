export function UnderConstructionPage() {
  return (
    <section className="centered-message" data-build={__BUILD_MARK__ || undefined}>
      <h1>We are Under Maintenance...</h1>
      <p>Will be Back Soon!</p>
    </section>
  );
}
