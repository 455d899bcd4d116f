/** Shown when the host cannot even read its configuration; plain markup, no providers needed. */
export function StartupError({
  error,
  reload = () => window.location.reload(),
}: {
  error: unknown;
  /** What the button does; the page reload, replaced only by tests (jsdom cannot reload). */
  reload?: () => void;
}) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1.5rem', maxWidth: 640, margin: '0 auto' }}>
      <h1>The site could not start</h1>
      <p>Its configuration could not be loaded: {error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={() => reload()}>
        Reload the page
      </button>
    </main>
  );
}
