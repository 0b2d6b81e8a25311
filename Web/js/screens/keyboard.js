// The physical keyboard in the add-product sheet. Which key means what (digits, ". ,",
// "+ - * x / ÷", Enter, Backspace, Escape …) is PerKit's rule (CalculatorKey(keyboardKey:)): the
// page forwards KeyboardEvent.key unchanged as {"type":"keyboard","key": …}. This module only
// decides whether a keydown belongs to the keypad field at all, or to the control that has the
// browser's focus.

/** Keys that never go to the keypad: navigation and the browser's own shortcuts. */
const browserKeys = new Set(["Tab", "Shift", "Control", "Alt", "Meta", "CapsLock", "ArrowUp", "ArrowDown",
    "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown", "F5", "Dead", "Process", "Unidentified"]);

/**
 * Whether a keydown in the sheet should be sent to the engine as a keypad key.
 *
 * @param {KeyboardEvent} event
 * @param {boolean} keypadFieldFocused whether PerKit's form focus is a keypad field
 *   (the view model shows a keypad).
 */
export function isKeypadKeystroke(event, keypadFieldFocused) {
    if (!keypadFieldFocused || event.defaultPrevented || event.isComposing) return false;
    if (event.ctrlKey || event.metaKey || event.altKey) return false;
    if (browserKeys.has(event.key) || event.key.length === 0) return false;
    const target = event.target;
    if (target instanceof Element) {
        // Text entry and pickers keep their keys.
        if (target.closest("input:not([type=radio]), select, textarea, [contenteditable]")) return false;
        // A focused button or radio keeps Enter and Space, which press it.
        if ((event.key === "Enter" || event.key === " ") && target.closest("button, input[type=radio], a")) {
            return false;
        }
    }
    return true;
}
