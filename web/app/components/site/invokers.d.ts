// Invoker commands (a button that opens a <dialog> without script): not yet in React's types.
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?:
      "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
    commandfor?: string;
  }
}
