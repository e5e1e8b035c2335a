import 'react';

/**
 * HTML invoker commands: a button that opens or closes a dialog or popover with no script
 * (`<button commandfor="menu" command="show-modal">`). React passes the attributes to the DOM as
 * written, but its types (19.3) do not know them yet; declared here once rather than cast at each use.
 */
declare module 'react' {
  // The type parameter must match React's own declaration of the interface.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the command acts on. */
    commandfor?: string | undefined;
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'show-popover'
      | 'hide-popover'
      | 'toggle-popover'
      | `--${string}`
      | undefined;
  }
}
