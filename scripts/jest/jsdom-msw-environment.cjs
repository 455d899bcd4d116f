// jsdom plus Node's fetch API and node export conditions: what msw/node needs in a DOM test.
// Opt in per file: `/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */`.
const path = require('node:path');

// Each package owns its jest-environment-jsdom (pnpm keeps it out of the root).
const { TestEnvironment } = require(
  require.resolve('jest-environment-jsdom', { paths: [process.cwd(), path.join(__dirname, '../../shared')] }),
);

class JsdomMswEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // Node's own (this file runs outside the test's sandbox). jsdom has no fetch; msw answers
    // XHR (axios) and fetch (session) with these classes.
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      ReadableStream,
      TransformStream,
      WritableStream,
      BroadcastChannel,
      AbortController,
      AbortSignal,
    });
    // jsdom's Blob has no stream(): msw turns a FormData body (a file upload) into a Fetch request
    // whose body reads each file through it, and would wait forever.
    const { Blob: JsdomBlob, FileReader: JsdomFileReader } = this.global;
    const streamOf = (blob) =>
      new ReadableStream({
        start(controller) {
          const reader = new JsdomFileReader();
          reader.onload = () => {
            controller.enqueue(new Uint8Array(reader.result));
            controller.close();
          };
          reader.onerror = () => controller.error(reader.error);
          reader.readAsArrayBuffer(blob);
        },
      });
    if (typeof JsdomBlob.prototype.stream !== 'function') {
      JsdomBlob.prototype.stream = function stream() {
        return streamOf(this);
      };
    }
  }

  // msw/node is `null` under the browser condition.
  exportConditions() {
    return ['node'];
  }
}

module.exports = JsdomMswEnvironment;
