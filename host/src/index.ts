// An async boundary: shared singletons must not be consumed eagerly (docs/architecture.md).
// In a task of its own: evaluating this script initialises the federation runtime, and starting the
// app (resolving its shared modules, adding its script tags) in the same task made it one long task
// (docs/performance-log.md). A message to itself is a new task at once, in a background tab too,
// where timers wait.
const nextTask = new MessageChannel();
nextTask.port1.onmessage = () => {
  nextTask.port1.close();
  void import('./bootstrap');
};
nextTask.port2.postMessage(null);

export {}; // a module, which its test imports
