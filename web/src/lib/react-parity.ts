import { options, type VNode } from 'preact';

/**
 * The runtime is Preact with its compat layer (docs/decisions.md, "Site speed (issue 21)"). Two things React does
 * that preact/compat does not, and that our components rely on; every entry (site, Zar Games' pages, back office)
 * and the tests' setup import this module first:
 * - `autoFocus` focuses the element when it is mounted (React does it itself; a browser honours the attribute only
 *   while the page loads), once, before effects run: a dialog's focus scope then keeps the focus on that field.
 * - `tabIndex` becomes the `tabindex` attribute on SVG elements too, where Preact sets attributes case and all
 *   (an SVG `tabIndex` attribute makes nothing focusable: the roulette table's spots are SVG groups).
 */
const focused = new WeakSet<Element>();

type Props = Record<string, unknown> & { ref?: unknown };
type Ref = ((element: Element | null) => void) | { current: Element | null } | null | undefined;

function withAutoFocus(ref: Ref) {
  return (element: Element | null) => {
    if (element instanceof HTMLElement && !focused.has(element)) {
      focused.add(element);
      element.focus();
    }
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
}

const previous = options.vnode?.bind(options);
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string') {
    const props = vnode.props as Props;
    if ('tabIndex' in props) {
      props.tabindex = props.tabIndex;
      delete props.tabIndex;
    }
    if (props.autoFocus) {
      delete props.autoFocus;
      const node = vnode as VNode & { ref?: Ref };
      node.ref = withAutoFocus(node.ref);
    }
  }
  previous?.(vnode);
};
