/** Shown when the host cannot even read its configuration; plain markup, no providers needed. */
export function StartupError({ error }: { error: unknown }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1.5rem', maxWidth: 640, margin: '0 auto' }}>
      <h1>The site could not start</h1>
      <p>Its configuration could not be loaded: {error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </main>
  );
}
