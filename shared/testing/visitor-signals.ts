/** A real pointer move: it moved (the browser also sends moves without movement). */
export function pointerMove(movement = 4): Event {
  const event = new Event('pointermove');
  Object.defineProperties(event, { movementX: { value: movement }, movementY: { value: 0 } });
  return event;
}

/** The browser's data saver on (`true`), off, or no Network Information API at all (`undefined`). */
export function setSaveData(saveData: boolean | undefined): void {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : { saveData },
  });
}
