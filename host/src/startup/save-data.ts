/** Whether the visitor asked the browser to save data (then nothing is fetched ahead of a need). */
export function savesData(nav: Navigator = navigator): boolean {
  return (nav as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
