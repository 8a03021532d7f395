import type { ComponentType } from "react";
import { Toaster } from "./Toaster";

/**
 * A form island with the page's notifications: the toasts live only where a form can raise them,
 * and a page holds one form island, so its Toaster is the page's one (one `Notifications` region).
 */
export function withToaster<P extends object>(Form: ComponentType<P>) {
  function WithToaster(props: P) {
    return (
      <>
        <Form {...props} />
        <Toaster />
      </>
    );
  }
  WithToaster.displayName = `withToaster(${Form.displayName ?? Form.name})`;
  return WithToaster;
}
