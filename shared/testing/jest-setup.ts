import { configure } from '@testing-library/react';

// The limits guard against a hang, not for speed: on a 2-core machine with the build or the e2e
// suite running beside the unit tests, a `findBy…` that takes 1.2 s is no bug (the default is 1 s).
configure({ asyncUtilTimeout: 4_000 });
