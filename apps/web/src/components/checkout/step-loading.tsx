/**
 * What a checkout step shows until the browser's saved journey is read. It takes the viewport's
 * height, so the step that replaces it does not push the footer up into view and back (layout
 * shift, bench/README.md 2026-11-23).
 */
export function StepLoading() {
  return (
    <p className="min-h-screen text-slate-600" aria-busy="true">
      Loading your order…
    </p>
  );
}
