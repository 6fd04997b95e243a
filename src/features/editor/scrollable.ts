/** Whether the workspace can scroll: the zoomed artboard is larger than what is visible. */
export function isScrollable(el: HTMLElement): boolean {
  return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
}
