/** The auth remote's own pieces of the page harness (`@qa/testing/page-harness`). */
import { screen } from '@testing-library/react';
import { makeAccessToken } from '@qa/testing/tokens';

/** The text input labelled `name` (a password field's label also names its show/hide button). */
export const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

export const tokens = () => ({ accessToken: makeAccessToken(), refreshToken: 'refresh-token-1' });
