/**
 * Adds a `<style id>` to the document head once. The host's index.html ships the critical
 * ones already (same id), so in the composed site this is a no-op; a remote running alone
 * gets them here.
 */
export function ensureStyle(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}
