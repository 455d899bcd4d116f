/** The HTML of the stand-in Google / Facebook consent page. */
const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

export interface StandInAccount {
  /** The account's id at the stand-in provider; its provider identity is `stand-in-<id>`. */
  id: string;
  email: string;
  fullName: string;
}

/** Demo Learner's identity is linked to the demo account by the seed; Nova Learner is nobody yet. */
export const standInAccounts: readonly StandInAccount[] = [
  { id: 'demo-learner', email: 'demo@qa-career.dev', fullName: 'Demo Learner' },
  { id: 'nova-learner', email: 'new.learner@example.com', fullName: 'Nova Learner' },
];

export function renderProviderPage(provider: 'google' | 'facebook', redirectUri: string, state: string): string {
  const label = provider === 'google' ? 'Google' : 'Facebook';
  const hidden = (name: string, value: string): string =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const common = hidden('redirect_uri', redirectUri) + hidden('state', state);
  const accountButtons = standInAccounts
    .map(
      (account) => `<form method="get" action="/oauth/${provider}/approve">${common}
        ${hidden('account', account.id)}
        <button type="submit" class="account"><strong>${escapeHtml(account.fullName)}</strong><span>${escapeHtml(account.email)}</span></button>
      </form>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${label} (local stand-in)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5fb; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #fff; padding: 32px; border-radius: 12px; width: min(420px, 90vw); box-shadow: 0 8px 24px #0001; }
  h1 { font-size: 20px; margin: 0 0 4px; } p { color: #555; margin: 0 0 20px; }
  .account { display: flex; flex-direction: column; align-items: flex-start; width: 100%; padding: 12px 16px; margin-bottom: 8px;
    border: 1px solid #ddd; border-radius: 8px; background: #fff; cursor: pointer; font: inherit; }
  .account:hover, .account:focus { border-color: #3D40D5; }
  label { display: block; font-size: 14px; margin: 12px 0 4px; }
  input[type=text], input[type=email] { width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #ccc; border-radius: 8px; }
  .primary { margin-top: 16px; width: 100%; padding: 12px; border: 0; border-radius: 8px; background: #3D40D5; color: #fff; font: inherit; cursor: pointer; }
</style></head>
<body><main>
  <h1>Sign in with ${label}</h1>
  <p>Local development stand-in: no real ${label} account is used.</p>
  <h2 style="font-size:16px">Choose an account</h2>
  ${accountButtons}
  <h2 style="font-size:16px">Or use another account</h2>
  <p>A ${label} account with this e-mail: it signs in where it signed up before, and never into an account made with a password.</p>
  <form method="get" action="/oauth/${provider}/approve">${common}
    <label for="name">Full name</label><input id="name" name="name" type="text" required maxlength="100">
    <label for="email">E-mail</label><input id="email" name="email" type="email" required maxlength="254">
    <button type="submit" class="primary">Continue</button>
  </form>
</main></body></html>`;
}
