/**
 * Runs a task now, or, while a pointer button is down, once it is released and the click it
 * makes is over. An error shown on a field's blur grows the form; when the blur comes from
 * pressing a button further down, the button moves before the button is released and the click
 * lands beside it. Waiting for the release keeps the layout still under the pointer.
 */
let pressed = false;
const waiting: Array<() => void> = [];

function release() {
  pressed = false;
  if (waiting.length === 0) return;
  const tasks = waiting.splice(0);
  // After the click: the browser dispatches it in the task of the release.
  setTimeout(() => {
    for (const task of tasks) task();
  }, 0);
}

// Listening from the start: the press that causes a blur comes before the blur.
if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
    },
    true,
  );
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // A press released outside the window never sends its pointerup here.
  window.addEventListener('blur', release);
}

export function afterPress(task: () => void) {
  if (pressed) waiting.push(task);
  else task();
}
